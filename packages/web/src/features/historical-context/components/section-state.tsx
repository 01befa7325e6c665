import type { ReactNode } from 'react';
import { QueryState, type StateQuery } from '../../../components/ui/query-state';

/** What the state needs of a section's TanStack query. */
export type SectionQuery = StateQuery<unknown>;

interface SectionStateProps {
  /** "insights", "evolution events", "strategic todos". */
  what: string;
  query: SectionQuery;
  children: ReactNode;
}

/** Loading, then the failure with Retry (never sample data), then the section itself: worded per section. */
export function SectionState({ what, query, children }: SectionStateProps) {
  return (
    <QueryState
      query={query}
      loading={`Loading ${what}…`}
      skeletons={2}
      error={`Your ${what} could not be loaded.`}
      serverMessage="after"
    >
      {children}
    </QueryState>
  );
}
