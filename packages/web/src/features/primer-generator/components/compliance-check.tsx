import type { GeneratedPrimerAnswer } from '@charter/core';
import { ProgressBar } from '../../../components/ui/progress-bar';

type Compliance = GeneratedPrimerAnswer['compliance'];

/** Which governance sections the generated primer really contains (read from its text by the server). */
export function ComplianceCheck({ compliance }: { compliance: Compliance }) {
  const present = compliance.sections.filter((section) => section.present).length;
  return (
    <section className="primer-compliance" aria-labelledby="primer-compliance-heading">
      <h3 id="primer-compliance-heading" className="subsection-title">
        Compliance check
      </h3>
      <ProgressBar
        label="Governance sections present"
        value={compliance.score}
        color={compliance.score === 100 ? 'tertiary' : 'danger'}
      />
      <p className="field-hint">
        {present} of {compliance.sections.length} governance sections are in the primer.
      </p>
      <ul className="compliance-list">
        {compliance.sections.map((section) => (
          <li
            key={section.id}
            className={
              section.present ? 'compliance-item compliance-present' : 'compliance-item compliance-missing'
            }
          >
            <span aria-hidden="true" className="compliance-mark">
              {section.present ? '✓' : '✗'}
            </span>
            {section.title}
            <span className="visually-hidden">{section.present ? ': present' : ': missing'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
