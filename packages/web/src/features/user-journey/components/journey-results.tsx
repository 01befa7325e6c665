import type { JourneyAnalyticsResult, JourneyResult } from '@charter/core';
import { Card, CardHeader } from '../../../components/ui/card';
import { StatCard } from '../../../components/ui/stat-card';
import { toFullDate } from '../../../lib/format-time';
import { toMinutes, toPercent, toRating } from '../utils/format-journey';
import { BREAKDOWN_COLUMNS, BreakdownRow, JourneySection, JourneyTable } from './journey-section';

/**
 * The Test Results tab: every figure, computed by the server from stored results. With no
 * results it says so ("No Test Results Yet") instead of showing zeros as if they were measurements.
 */
export function JourneyResults({
  analytics,
  results,
  scope,
}: {
  analytics: JourneyAnalyticsResult;
  results: readonly JourneyResult[];
  /** Whose results: "your" on the user screen, "all users’" on the admin one. */
  scope: string;
}) {
  if (analytics.totalTests === 0) {
    return (
      <Card className="stack">
        <CardHeader
          title="No Test Results Yet"
          description={`Complete a test and submit its feedback: ${scope} results and analytics appear here.`}
        />
      </Card>
    );
  }

  return (
    <div className="stack">
      <div className="roi-grid">
        <StatCard label="Total tests" value={analytics.totalTests} />
        <StatCard label="Average rating" value={toRating(analytics.averageRating)} color="secondary" />
        <StatCard label="Average time" value={toMinutes(analytics.averageTime)} color="tertiary" />
        <StatCard
          label="Average completion"
          value={toPercent(analytics.averageCompletion)}
          color="quaternary"
        />
      </div>

      <JourneyTable id="journey-by-scenario" title="By scenario" columns={['Scenario', ...BREAKDOWN_COLUMNS]}>
        {analytics.scenarioBreakdown.map((row) => (
          <BreakdownRow key={row.scenarioId} name={row.name} figures={row} />
        ))}
      </JourneyTable>

      <JourneyTable
        id="journey-by-user-type"
        title="By user type"
        columns={['User type', ...BREAKDOWN_COLUMNS]}
      >
        {analytics.userTypeBreakdown.map((row) => (
          <BreakdownRow
            key={row.userType}
            name={row.userType === 'new' ? 'New' : 'Experienced'}
            figures={row}
          />
        ))}
      </JourneyTable>

      <JourneySection id="journey-issues" title="Common issues">
        {analytics.commonIssues.length === 0 ? (
          <p className="muted">No issues reported.</p>
        ) : (
          <ul className="bullet-list">
            {analytics.commonIssues.map((item) => (
              <li key={item.issue}>
                {item.issue} — reported {item.count === 1 ? 'once' : `${item.count} times`}
              </li>
            ))}
          </ul>
        )}
      </JourneySection>

      <JourneySection id="journey-feedback" title="Recent feedback">
        {analytics.recentFeedback.length === 0 ? (
          <p className="muted">No written feedback yet.</p>
        ) : (
          <ul className="journey-feedback-list">
            {analytics.recentFeedback.map((item) => (
              <li key={`${item.timestamp}-${item.scenarioName}`}>
                <p className="journey-step-title">
                  {item.scenarioName} · {item.rating} of 5 stars ·{' '}
                  <time dateTime={item.timestamp}>{toFullDate(item.timestamp)}</time>
                </p>
                <p className="journey-step-description">{item.feedback}</p>
              </li>
            ))}
          </ul>
        )}
      </JourneySection>

      <JourneyTable
        id="journey-result-list"
        title={`Results (${results.length})`}
        columns={['Completed', 'Scenario', 'Steps', 'Time', 'Rating']}
      >
        {results.map((result) => (
          <tr key={result.resultId}>
            <td>
              <time dateTime={result.completedAt}>{toFullDate(result.completedAt)}</time>
            </td>
            <th scope="row">{result.scenarioName}</th>
            <td>
              {result.completedSteps} / {result.totalSteps}
            </td>
            <td>{result.timeSpent} min</td>
            <td>{result.rating} of 5</td>
          </tr>
        ))}
      </JourneyTable>
    </div>
  );
}
