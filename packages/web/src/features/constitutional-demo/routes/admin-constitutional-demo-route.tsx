import type { ProjectTier } from '@charter/core';
import { useState } from 'react';
import { DecisionCheck } from '../../../components/governance/decision-check';
import { TIER_LABELS, TierPicker } from '../../../components/governance/tier-picker';
import { PageHeader } from '../../../components/layout/page-header';
import { useAdminPrinciples, useEvaluateAdminAgentDecision } from '../api/admin-demo';
import { EvaluationResult } from '../components/evaluation-result';
import { PrinciplesPanel } from '../components/principles-panel';
import { DECISION_FORM } from '../utils/decision-form';

/**
 * /admin/advanced and /admin/constitutional-demo: the Constitutional AI demo run by an admin. An admin owns
 * no constitution, so the demo evaluates against the default constitution of the tier picked here, and
 * the server records the run in no ledger.
 */
export function AdminConstitutionalDemoRoute() {
  const [tier, setTier] = useState<ProjectTier>('standard');
  const principlesQuery = useAdminPrinciples(tier);
  const evaluate = useEvaluateAdminAgentDecision(tier);

  return (
    <>
      <title>Constitutional Demo (admin) · Charter</title>
      <PageHeader
        title="Constitutional AI Demo"
        subtitle="Evaluate an AI agent’s proposed action against the default constitution of a project tier. Nothing is recorded in any user’s ledger."
      />
      <div className="split-layout">
        <div className="stack">
          <TierPicker
            tier={tier}
            onChange={(next) => {
              setTier(next);
              // The answer shown was for the other tier's constitution.
              evaluate.reset();
            }}
          />
          <DecisionCheck
            spec={DECISION_FORM}
            check={evaluate}
            failure="The decision could not be evaluated. Please try again."
          >
            {(answer) => (
              <>
                <p className="muted" role="status">
                  Evaluated against the {TIER_LABELS[answer.tier].toLowerCase()} tier’s default constitution
                  (version {answer.constitution_version}); not recorded.
                </p>
                <EvaluationResult result={answer} />
              </>
            )}
          </DecisionCheck>
        </div>
        <aside aria-label="Constitution">
          <PrinciplesPanel query={principlesQuery} />
        </aside>
      </div>
    </>
  );
}
