import { DecisionCheck } from '../../../components/governance/decision-check';
import { PageHeader } from '../../../components/layout/page-header';
import { useValidateArchitecture } from '../api/validate-architecture';
import { ValidationResult } from '../components/validation-result';
import { VALIDATOR_FORM } from '../utils/validator-form';

/** Spec 001 "Architectural Validator": a design decision checked against the constitution and proven patterns. */
export function ArchitecturalValidatorRoute() {
  const validate = useValidateArchitecture();

  return (
    <>
      <title>Architectural Validator · Charter</title>
      <PageHeader
        title="Architectural Validator"
        subtitle="Check a design decision before an agent builds it."
      />
      <section className="banner" aria-labelledby="validator-banner-title">
        <h2 id="validator-banner-title" className="banner-title">
          Catch expensive decisions while they are still cheap
        </h2>
        <p>
          A dependency limit, a 10-second ceiling on API calls and WCAG 2.1 AA are checked here, before the
          code exists. Every validation is recorded in your decision ledger and counted in ROI Analytics.
        </p>
      </section>
      <DecisionCheck
        spec={VALIDATOR_FORM}
        check={validate}
        failure="The decision could not be validated. Please try again."
      >
        {(answer) => <ValidationResult validation={answer.validation} />}
      </DecisionCheck>
    </>
  );
}
