import type { Verdict } from '../../../components/governance/verdict-card';
import { VerdictCard } from '../../../components/governance/verdict-card';
import { Badge } from '../../../components/ui/badge';
import type { BrandColor } from '../../../components/ui/brand-color';
import type { ArchitecturalValidation } from '../api/validate-architecture';

const STATUS: Record<ArchitecturalValidation['status'], Verdict> = {
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
  return (
    <VerdictCard
      titleId="validation-result-title"
      title="Validation result"
      verdict={STATUS[validation.status]}
      score={{ label: 'Confidence', value: validation.confidence_score, color: 'quaternary' }}
      recommendations={validation.recommendations}
    >
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
    </VerdictCard>
  );
}
