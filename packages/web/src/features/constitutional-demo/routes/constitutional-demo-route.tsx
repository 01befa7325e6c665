import { DecisionForm } from '../../../components/governance/decision-form';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { toUserMessage } from '../../../lib/errors';
import { useEvaluateAgentDecision } from '../api/evaluate-agent-decision';
import { EvaluationResult } from '../components/evaluation-result';
import { PrinciplesPanel } from '../components/principles-panel';
import { DECISION_FORM } from '../utils/decision-form';

/** Spec 001 "Constitutional AI demo": an agent's proposed action, evaluated against your constitution. */
export function ConstitutionalDemoRoute() {
  const evaluate = useEvaluateAgentDecision();

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
            spec={DECISION_FORM}
            onSubmit={(decision) => evaluate.mutate(decision)}
            pending={evaluate.isPending}
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
