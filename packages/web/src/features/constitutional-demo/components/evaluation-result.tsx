import { Badge } from '../../../components/ui/badge';
import type { BrandColor } from '../../../components/ui/brand-color';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { AgentDecisionResult } from '../api/evaluate-agent-decision';
import { scoreColor } from '../utils/score-color';

type Status = AgentDecisionResult['governance_response']['status'];

const STATUS: Record<Status, { label: string; color: BrandColor | 'neutral'; summary: string }> = {
  approved: { label: 'Approved', color: 'tertiary', summary: 'The constitution allows this action.' },
  rejected: { label: 'Rejected', color: 'primary', summary: 'The constitution blocks this action.' },
  requires_review: {
    label: 'Requires review',
    color: 'secondary',
    summary: 'A person should look at this before the agent goes ahead.',
  },
};

export function EvaluationResult({ result }: { result: AgentDecisionResult }) {
  const { status, score, violated_principles: violated } = result.governance_response;
  const shown = STATUS[status];
  return (
    <section className="card result-card" aria-labelledby="evaluation-result-title" aria-live="polite">
      <div className="card-header">
        <div>
          <h2 id="evaluation-result-title" className="card-title">
            Governance result
          </h2>
          <p className="card-description">{shown.summary}</p>
        </div>
        <Badge color={shown.color}>{shown.label}</Badge>
      </div>
      <ProgressBar label="Governance score" value={score} color={scoreColor(score)} />
      {violated.length > 0 ? (
        <>
          <h3 className="subsection-title">Violated principles</h3>
          <ul className="violation-list">
            {violated.map((principle) => (
              <li key={principle.id} className="violation-item">
                <p className="violation-title">{principle.mandate}</p>
                <p>{principle.enforcement_message}</p>
                <p className="muted small">
                  <code>{principle.id}</code> · {principle.enforcement_strategy}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">No principle is violated.</p>
      )}
      {result.recommendations.length > 0 ? (
        <>
          <h3 className="subsection-title">Recommendations</h3>
          <ul className="recommendation-list">
            {result.recommendations.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
