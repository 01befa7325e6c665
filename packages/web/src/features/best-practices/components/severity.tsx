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

/**
 * A practice's share of projects, only where a cited source states it, with that page linked (issue 12: no
 * figure without a source). Nothing at all otherwise: the curated numbers of the original were not sourced.
 */
export function Frequency({ frequency, long }: { frequency: BestPractice['frequency']; long?: boolean }) {
  if (!frequency) return null;
  return (
    <span className="frequency">
      {long ? `Seen in ${frequency.percent}% of projects` : `${frequency.percent}% frequency`}{' '}
      <span className="muted">
        (
        <a href={frequency.source.url} target="_blank" rel="noreferrer">
          {frequency.source.title}
        </a>
        )
      </span>
    </span>
  );
}

/**
 * "Rule generated" when the user made one. No "Verified" badge: the catalogue's `verified` only marks the
 * core set Initialize installs, and nobody verified anything when a practice was installed.
 */
export function Marks({ practice }: { practice: Pick<BestPractice, 'constitutionalRule'> }) {
  return practice.constitutionalRule ? (
    <span className="mark mark-rule">
      <span aria-hidden="true">⚖</span> Rule generated
    </span>
  ) : null;
}
