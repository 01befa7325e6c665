import type { BrandColor } from '../../../components/ui/brand-color';
import type { BestPractice } from '../utils/summarize-collection';

type Severity = BestPractice['severity'];

const SEVERITY: Record<Severity, { icon: string; label: string; color: BrandColor }> = {
  critical: { icon: '⛔', label: 'Critical', color: 'primary' },
  high: { icon: '▲', label: 'High', color: 'secondary' },
  medium: { icon: '●', label: 'Medium', color: 'quaternary' },
  low: { icon: '○', label: 'Low', color: 'tertiary' },
};

/** Icon and word together: the colour and shape are never the only signal. */
export function SeverityMark({ severity }: { severity: Severity }) {
  const { icon, label, color } = SEVERITY[severity];
  return (
    <span className={`severity severity-${color}`}>
      <span aria-hidden="true" className="severity-icon">
        {icon}
      </span>
      <span>
        <span className="visually-hidden">Severity: </span>
        {label}
      </span>
    </span>
  );
}

export const CATEGORY_LABELS: Record<BestPractice['category'], string> = {
  dependencies: 'Dependencies',
  api: 'API',
  database: 'Database',
  ui: 'UI',
  deployment: 'Deployment',
};

/** The catalogue's frequency is a curated figure from its sources, not something Charter measured. */
export function Frequency({ value, long }: { value: number; long?: boolean }) {
  return (
    <span className="frequency">
      {long ? `Seen in ${value}% of projects` : `${value}% frequency`}{' '}
      <span className="muted">(curated from sources)</span>
    </span>
  );
}

export function Marks({ practice }: { practice: Pick<BestPractice, 'verified' | 'constitutionalRule'> }) {
  return (
    <>
      {practice.verified ? (
        <span className="mark mark-verified">
          <span aria-hidden="true">✓</span> Verified
        </span>
      ) : null}
      {practice.constitutionalRule ? (
        <span className="mark mark-rule">
          <span aria-hidden="true">⚖</span> Rule generated
        </span>
      ) : null}
    </>
  );
}
