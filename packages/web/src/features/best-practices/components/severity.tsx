import type { BrandColor } from '../../../components/ui/brand-color';
import { Icon, type IconName } from '../../../components/ui/icon';
import type { BestPractice } from '../utils/summarize-collection';

type Severity = BestPractice['severity'];

// Icons from the console's set, not emoji (an emoji is an empty box without an emoji font).
const SEVERITY: Record<Severity, { icon: IconName; label: string; color: BrandColor | 'danger' }> = {
  critical: { icon: 'critical', label: 'Critical', color: 'danger' },
  high: { icon: 'warning', label: 'High', color: 'secondary' },
  medium: { icon: 'dot', label: 'Medium', color: 'quaternary' },
  low: { icon: 'ring', label: 'Low', color: 'tertiary' },
};

/** Icon and word together: the colour and shape are never the only signal. */
export function SeverityMark({ severity }: { severity: Severity }) {
  const { icon, label, color } = SEVERITY[severity];
  return (
    <span className={`severity severity-${color}`}>
      <Icon name={icon} className="severity-icon" />
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
 * A practice's share of projects, only where a cited source states it, with that page linked (no
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
      <Icon name="shield" /> Rule generated
    </span>
  ) : null;
}
