import type { Verdict } from '../../../components/governance/verdict-card';
import { VerdictCard } from '../../../components/governance/verdict-card';
import type { AgentDecisionResult } from '../api/evaluate-agent-decision';
import { scoreColor } from '../utils/score-color';

type Status = AgentDecisionResult['governance_response']['status'];

const STATUS: Record<Status, Verdict> = {
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
  return (
    <VerdictCard
      titleId="evaluation-result-title"
      title="Governance result"
      verdict={STATUS[status]}
      score={{
        label: 'Governance score',
        value: score,
        color: score === null ? 'secondary' : scoreColor(score),
      }}
      recommendations={result.recommendations}
    >
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
    </VerdictCard>
  );
}
