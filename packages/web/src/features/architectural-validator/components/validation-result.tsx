import { Badge } from '../../../components/ui/badge';
import type { BrandColor } from '../../../components/ui/brand-color';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { ArchitecturalValidation } from '../api/validate-architecture';

const STATUS: Record<
  ArchitecturalValidation['status'],
  { label: string; color: BrandColor; summary: string }
> = {
  approved: { label: 'Approved', color: 'tertiary', summary: 'This decision follows your constitution.' },
  warning: { label: 'Warning', color: 'secondary', summary: 'Allowed, but look at the warnings first.' },
  blocked: { label: 'Blocked', color: 'primary', summary: 'Your constitution does not allow this decision.' },
};

const SEVERITY_COLOR: Record<string, BrandColor | 'neutral'> = {
  critical: 'primary',
  high: 'primary',
  medium: 'secondary',
  low: 'neutral',
};

export function ValidationResult({ validation }: { validation: ArchitecturalValidation }) {
  const shown = STATUS[validation.status];
  return (
    <section className="card result-card" aria-labelledby="validation-result-title" aria-live="polite">
      <div className="card-header">
        <div>
          <h2 id="validation-result-title" className="card-title">
            Validation result
          </h2>
          <p className="card-description">{shown.summary}</p>
        </div>
        <Badge color={shown.color}>{shown.label}</Badge>
      </div>
      <ProgressBar label="Confidence" value={validation.confidence_score} color="quaternary" />
      <h3 className="subsection-title">Violations</h3>
      {validation.violations.length === 0 ? (
        <p className="muted">No rule is violated.</p>
      ) : (
        <ul className="violation-list">
          {validation.violations.map((violation) => (
            <li key={`${violation.rule}-${violation.message}`} className="violation-item">
              <div className="key-item-head">
                <p className="violation-title">{violation.rule}</p>
                <Badge color={SEVERITY_COLOR[violation.severity] ?? 'neutral'}>{violation.severity}</Badge>
              </div>
              <p>{violation.message}</p>
            </li>
          ))}
        </ul>
      )}
      <h3 className="subsection-title">Matching proven patterns</h3>
      {validation.pattern_matches.length === 0 ? (
        <p className="muted">No proven pattern matches this implementation.</p>
      ) : (
        <ul className="pattern-match-list">
          {validation.pattern_matches.map((match) => (
            <li key={match.name} className="mini-card">
              <p className="mini-card-title">{match.name}</p>
              <p className="muted small">
                {match.category} ·{' '}
                {match.success_projects === 0
                  ? 'not used by your projects yet'
                  : `used by ${match.success_projects} successful project${match.success_projects === 1 ? '' : 's'}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {validation.recommendations.length > 0 ? (
        <>
          <h3 className="subsection-title">Recommendations</h3>
          <ul className="recommendation-list">
            {validation.recommendations.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
