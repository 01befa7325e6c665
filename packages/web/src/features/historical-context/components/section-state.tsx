import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toUserMessage } from '../../../lib/errors';

/** What the state needs of a section's TanStack query. */
export interface SectionQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

interface SectionStateProps {
  /** "insights", "evolution events", "strategic todos". */
  what: string;
  query: SectionQuery;
  children: ReactNode;
}

/** Loading, then the failure with Retry (never sample data), then the section itself. */
export function SectionState({ what, query, children }: SectionStateProps) {
  if (query.isPending) {
    return (
      <div>
        <p className="visually-hidden" role="status">
          Loading {what}…
        </p>
        <Skeleton />
        <Skeleton className="skeleton-short" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid-error">
        <Alert>
          Your {what} could not be loaded. {toUserMessage(query.error, '')}
        </Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
