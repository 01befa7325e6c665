import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { toUserMessage } from '../../../lib/errors';
import { type AgentDecision, useEvaluateAgentDecision } from '../api/evaluate-agent-decision';
import { DecisionForm } from '../components/decision-form';
import { EvaluationResult } from '../components/evaluation-result';
import { PrinciplesPanel } from '../components/principles-panel';

const EMPTY: AgentDecision = { agent_type: 'replit', decision_description: '', proposed_action: '' };

/** Spec 001 "Constitutional AI demo": an agent's proposed action, evaluated against your constitution. */
export function ConstitutionalDemoRoute() {
  const [decision, setDecision] = useState<AgentDecision>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const evaluate = useEvaluateAgentDecision();

  const submit = () => {
    if (!decision.decision_description.trim() || !decision.proposed_action.trim()) {
      setFormError('Describe both the original request and the proposed action.');
      return;
    }
    setFormError(null);
    evaluate.mutate({
      ...decision,
      decision_description: decision.decision_description.trim(),
      proposed_action: decision.proposed_action.trim(),
    });
  };

  return (
    <>
      <title>Constitutional Demo · Charter</title>
      <PageHeader
        title="Constitutional AI Demo"
        subtitle="See how Charter answers when an AI agent proposes a change: the same evaluator agents call, recorded in your ledger."
      />
      <div className="split-layout">
        <div className="stack">
          <DecisionForm
            value={decision}
            onChange={(next) => {
              setDecision(next);
              setFormError(null);
            }}
            onSubmit={submit}
            pending={evaluate.isPending}
            error={formError}
          />
          {evaluate.isError ? (
            <Alert>
              {toUserMessage(evaluate.error, 'The decision could not be evaluated. Please try again.')}
            </Alert>
          ) : null}
          {evaluate.data && !evaluate.isPending ? <EvaluationResult result={evaluate.data} /> : null}
        </div>
        <aside aria-label="Constitution">
          <PrinciplesPanel />
        </aside>
      </div>
    </>
  );
}
