import type { ProjectTier } from '@charter/core';
import { useState } from 'react';
import { DecisionCheck } from '../../../components/governance/decision-check';
import { TIER_LABELS, TierPicker } from '../../../components/governance/tier-picker';
import { PageHeader } from '../../../components/layout/page-header';
import { useValidateArchitectureAsAdmin } from '../api/admin-validate';
import { ValidationResult } from '../components/validation-result';
import { VALIDATOR_FORM } from '../utils/validator-form';

/**
 * /admin/architectural-validator: the validator run by an admin. An admin owns no constitution, so the
 * decision is judged against the default constitution of the tier picked here, and recorded in no ledger.
 */
export function AdminArchitecturalValidatorRoute() {
  const [tier, setTier] = useState<ProjectTier>('standard');
  const validate = useValidateArchitectureAsAdmin(tier);

  return (
    <>
      <title>Architectural Validator (admin) · Charter</title>
      <PageHeader
        title="Architectural Validator"
        subtitle="Check a design decision against the default constitution of a project tier and the proven patterns. Nothing is recorded in any user’s ledger."
      />
      <div className="stack">
        <TierPicker
          tier={tier}
          onChange={(next) => {
            setTier(next);
            // The answer shown was for the other tier's constitution.
            validate.reset();
          }}
        />
        <DecisionCheck
          spec={VALIDATOR_FORM}
          check={validate}
          failure="The decision could not be validated. Please try again."
        >
          {(answer) => (
            <>
              <p className="muted" role="status">
                Validated against the {TIER_LABELS[answer.tier].toLowerCase()} tier’s default constitution
                (version {answer.constitution_version}); not recorded.
              </p>
              <ValidationResult validation={answer.validation} />
            </>
          )}
        </DecisionCheck>
      </div>
    </>
  );
}
