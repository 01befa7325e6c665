import { PageHeader } from '../../../components/layout/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { StatCard } from '../../../components/ui/stat-card';
import { usePrinciples } from '../../../lib/queries/principles';
import { type Metrics, useMetrics } from '../api/get-metrics';
import { Assumptions } from '../components/assumptions';
import { TimelineChart } from '../components/timeline-chart';
import { toCount, toDollars, toHours, toRate } from '../utils/format-metrics';

function Figures({ rows }: { rows: readonly [label: string, value: string][] }) {
  return (
    <dl className="figure-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RoiAnalyticsRoute() {
  const metrics = useMetrics();
  return (
    <>
      <title>ROI Analytics · Charter</title>
      <PageHeader
        title="ROI Analytics"
        subtitle="What governance did for you, computed from your agents’ recorded decisions."
      />
      <QueryState
        query={metrics}
        loading="Loading analytics..."
        error="Failed to load analytics data"
        isEmpty={(data) => data.totals.decisions === 0}
        empty={
          <div className="empty-state">
            <h2 className="empty-title">No decisions yet</h2>
            <p className="empty-text">
              These analytics count what Charter actually did: decisions your agents sent for validation, the
              ones it blocked and the failures those blocks prevented. None have been recorded for you yet, so
              there is nothing to add up — no sample figures stand in.
            </p>
            <ButtonLink to="/quick-start">Connect an agent</ButtonLink>
          </div>
        }
      >
        {(data) => <RoiReport metrics={data} />}
      </QueryState>
    </>
  );
}

function RoiReport({ metrics }: { metrics: Metrics }) {
  const principles = usePrinciples();
  const ruleName = (ruleId: string) => principles.data?.principles.find((p) => p.id === ruleId)?.mandate;
  const { cost_savings: cost, risk_mitigation: risk, success_metrics: success, totals } = metrics;
  const prevented =
    risk.dependency_disasters_prevented +
    risk.api_timeout_failures_blocked +
    risk.ui_accessibility_issues_caught +
    risk.deployment_failures_avoided;

  return (
    <div className="roi-sections">
      <Card as="section" aria-labelledby="summary-heading">
        <CardHeader id="summary-heading" title="Executive summary" />
        <p>
          Charter checked {toCount(totals.decisions)} of your agents’ decisions: {toCount(totals.blocked)}{' '}
          blocked, {toCount(totals.warnings)} flagged with a warning and {toCount(totals.approved)} approved
          {totals.exceptions_used > 0
            ? `, ${toCount(totals.exceptions_used)} of them through an approved exception`
            : ''}
          . That prevented {toCount(prevented)} known failure{prevented === 1 ? '' : 's'} before they reached
          your code.
        </p>
        <div className="stat-grid">
          <StatCard label="Decisions checked" value={toCount(totals.decisions)} color="quaternary" />
          <StatCard label="Failures prevented" value={toCount(prevented)} color="tertiary" />
          <StatCard
            label="Fees avoided (estimate)"
            value={toDollars(cost.checkpoint_fees_avoided)}
            color="primary"
          />
          <StatCard
            label="Debugging saved (estimate)"
            value={toHours(cost.debugging_time_saved)}
            color="secondary"
          />
        </div>
        <p className="muted small">
          Money and hours are estimates: <a href="#cost-assumptions">the assumptions they rest on</a> are
          listed with the cost savings below.
        </p>
      </Card>

      <Card as="section" aria-labelledby="cost-heading">
        <CardHeader
          id="cost-heading"
          title="Cost savings"
          description="Estimates from the blocked decisions."
        />
        <div className="cost-layout">
          <Figures
            rows={[
              ['Checkpoint fees avoided', toDollars(cost.checkpoint_fees_avoided)],
              ['Debugging time saved', toHours(cost.debugging_time_saved)],
              ['Maintenance overhead avoided', toHours(cost.maintenance_overhead)],
              ['Deployment failures avoided, valued', toDollars(cost.deployment_reliability)],
            ]}
          />
          <Assumptions items={metrics.assumptions} id="cost-assumptions" />
        </div>
      </Card>

      <div className="roi-grid">
        <Card as="section" aria-labelledby="risk-heading">
          <CardHeader id="risk-heading" title="Risk mitigation" description="Counted, not estimated." />
          <Figures
            rows={[
              ['Dependency disasters prevented', toCount(risk.dependency_disasters_prevented)],
              ['API timeout failures blocked', toCount(risk.api_timeout_failures_blocked)],
              ['Accessibility issues caught', toCount(risk.ui_accessibility_issues_caught)],
              ['Deployment failures avoided', toCount(risk.deployment_failures_avoided)],
            ]}
          />
        </Card>

        <Card as="section" aria-labelledby="success-heading">
          <CardHeader id="success-heading" title="Pattern success metrics" />
          <Figures
            rows={[
              ['Average success rate', toRate(success.average_success_rate)],
              ['Deployment success rate', toRate(success.deployment_success_rate)],
              ['Patterns in the library', toCount(success.total_patterns)],
              ['Projects analyzed', toCount(success.projects_analyzed)],
              ['Bug reduction', toRate(success.bug_reduction)],
            ]}
          />
        </Card>

        <Card as="section" aria-labelledby="evidence-heading">
          <CardHeader
            id="evidence-heading"
            title="Production evidence"
            description="Every figure is a decision recorded in your ledger."
          />
          <Figures
            rows={[
              ['Decisions', toCount(totals.decisions)],
              ['Approved', toCount(totals.approved)],
              ['Warnings', toCount(totals.warnings)],
              ['Blocked', toCount(totals.blocked)],
              ['Exceptions used', toCount(totals.exceptions_used)],
            ]}
          />
          {metrics.blocked_by_rule.length === 0 ? (
            <p className="muted small">No decision was blocked by a rule yet.</p>
          ) : (
            <table className="data-table">
              <caption className="card-description">Blocked decisions by rule</caption>
              <thead>
                <tr>
                  <th scope="col">Rule</th>
                  <th scope="col">Blocked</th>
                </tr>
              </thead>
              <tbody>
                {metrics.blocked_by_rule.map((row) => (
                  <tr key={row.ruleId}>
                    <th scope="row">
                      <code>{row.ruleId}</code>
                      {ruleName(row.ruleId) ? (
                        <span className="muted small"> {ruleName(row.ruleId)}</span>
                      ) : null}
                    </th>
                    <td>{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </div>

      <Card as="section" aria-labelledby="timeline-heading">
        <CardHeader
          id="timeline-heading"
          title="Timeline"
          description={`Decisions per day over the last ${metrics.timeline.length} days.`}
        />
        <TimelineChart timeline={metrics.timeline} />
      </Card>
    </div>
  );
}
