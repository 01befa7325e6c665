import { PROJECT_TIERS, type ProjectTier, TIER_GUIDANCE } from '@charter/core';
import { useState } from 'react';
import { DecisionCheck } from '../../../components/governance/decision-check';
import { PageHeader } from '../../../components/layout/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { useAdminPrinciples, useEvaluateAdminAgentDecision } from '../api/admin-demo';
import { EvaluationResult } from '../components/evaluation-result';
import { PrinciplesPanel } from '../components/principles-panel';
import { DECISION_FORM } from '../utils/decision-form';

const TIER_LABELS: Record<ProjectTier, string> = {
  simple: 'Simple',
  standard: 'Standard',
  complex: 'Complex',
};

const TIER_OPTIONS = PROJECT_TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

const isTier = (value: string): value is ProjectTier => (PROJECT_TIERS as readonly string[]).includes(value);

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
          <SelectField
            label="Constitution tier"
            options={TIER_OPTIONS}
            value={tier}
            hint={TIER_GUIDANCE[tier].summary}
            onChange={(event) => {
              const next = event.target.value;
              if (!isTier(next)) return;
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
