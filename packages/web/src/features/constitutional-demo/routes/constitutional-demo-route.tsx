import { DecisionCheck } from '../../../components/governance/decision-check';
import { PageHeader } from '../../../components/layout/page-header';
import { usePrinciples } from '../../../lib/queries/principles';
import { useEvaluateAgentDecision } from '../api/evaluate-agent-decision';
import { EvaluationResult } from '../components/evaluation-result';
import { PrinciplesPanel } from '../components/principles-panel';
import { DECISION_FORM } from '../utils/decision-form';

/** Spec 001 "Constitutional AI demo": an agent's proposed action, evaluated against your constitution. */
export function ConstitutionalDemoRoute() {
  const evaluate = useEvaluateAgentDecision();
  const principlesQuery = usePrinciples();

  return (
    <>
      <title>Constitutional Demo · Charter</title>
      <PageHeader
        title="Constitutional AI Demo"
        subtitle="See how Charter answers when an AI agent proposes a change: the same evaluator agents call, recorded in your ledger."
      />
      <div className="split-layout">
        <DecisionCheck
          spec={DECISION_FORM}
          check={evaluate}
          failure="The decision could not be evaluated. Please try again."
        >
          {(answer) => <EvaluationResult result={answer} />}
        </DecisionCheck>
        <aside aria-label="Constitution">
          <PrinciplesPanel query={principlesQuery} />
        </aside>
      </div>
    </>
  );
}
