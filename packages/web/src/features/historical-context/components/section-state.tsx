import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toUserMessage } from '../../../lib/errors';

interface SectionStateProps {
  /** "insights", "evolution events", "strategic todos". */
  what: string;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading, then the failure with Retry (never sample data), then the section itself. */
export function SectionState({ what, isPending, error, onRetry, children }: SectionStateProps) {
  if (isPending) {
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
  if (error) {
    return (
      <div className="grid-error">
        <Alert>
          Your {what} could not be loaded. {toUserMessage(error, '')}
        </Alert>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
