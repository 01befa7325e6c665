import { Badge } from '../../../components/ui/badge';
import type { BrandColor } from '../../../components/ui/brand-color';
import { Card, CardHeader } from '../../../components/ui/card';
import type { ConstitutionalTest } from '../api/run-constitutional-test';

const STATUS: Record<string, { label: string; color: BrandColor | 'neutral' }> = {
  blocked: { label: 'Blocked', color: 'primary' },
  warning: { label: 'Warning', color: 'secondary' },
  approved: { label: 'Approved', color: 'tertiary' },
};

/** Each documented failure, replayed through the real evaluator: what it answered and why. */
export function PreventedFailures({ failures }: { failures: ConstitutionalTest['preventedFailures'] }) {
  return (
    <Card as="section" aria-labelledby="prevented-title">
      <CardHeader
        id="prevented-title"
        title="Prevented failures"
        description="Each scenario as an agent would have proposed it, and your constitution’s answer."
      />
      {failures.length === 0 ? (
        <p className="muted">No scenarios were run.</p>
      ) : (
        <ul className="scenario-list">
          {failures.map((failure) => {
            const status = STATUS[failure.validation.status] ?? {
              label: failure.validation.status,
              color: 'neutral',
            };
            return (
              <li key={failure.scenario} className="scenario-item">
                <div className="key-item-head">
                  <h3 className="key-name">{failure.scenario}</h3>
                  <Badge color={status.color}>{status.label}</Badge>
                  <span className="muted small">Score {failure.validation.score}/100</span>
                </div>
                {failure.story ? <p className="muted">{failure.story}</p> : null}
                {failure.violatedRules.length > 0 ? (
                  <ul className="violation-list" aria-label={`Rules violated by ${failure.scenario}`}>
                    {failure.violatedRules.map((rule) => (
                      <li key={rule.ruleId} className="violation-item">
                        <p className="violation-title">{rule.mandate}</p>
                        <p>{rule.violationMessage}</p>
                        <p className="muted small">Why: {rule.rationale}</p>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {failure.recommendations.length > 0 ? (
                  <>
                    <h4 className="subsection-title">Recommendations</h4>
                    <ul className="recommendation-list">
                      {failure.recommendations.map((recommendation) => (
                        <li key={recommendation}>{recommendation}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
