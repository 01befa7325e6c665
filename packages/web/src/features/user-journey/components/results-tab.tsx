import type { JourneyAnalyticsResult, JourneyResult } from '@charter/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { JourneyResults } from './journey-results';
import { LoadFailure } from './load-failure';

/** Loading, failure with Retry, or the analytics and results: one panel for both screens. */
export function ResultsTab({
  analytics,
  results,
  scope,
}: {
  analytics: UseQueryResult<JourneyAnalyticsResult>;
  results: UseQueryResult<JourneyResult[]>;
  scope: string;
}) {
  if (analytics.isError || results.isError) {
    return (
      <LoadFailure
        error={analytics.error ?? results.error}
        fallback="Could not load the test results."
        onRetry={() => {
          void analytics.refetch();
          void results.refetch();
        }}
      />
    );
  }
  if (!analytics.data || !results.data) {
    return (
      <p role="status" className="muted">
        Loading test results…
      </p>
    );
  }
  return <JourneyResults analytics={analytics.data} results={results.data} scope={scope} />;
}
