import type { ProjectActivitySummary } from '@charter/core';
import { StatCard } from '../../../components/ui/stat-card';

const HEALTH_LABELS: Record<ProjectActivitySummary['health']['status'], string> = {
  'no-data': 'No activity yet',
  healthy: 'Healthy',
  warning: 'Needs attention',
  critical: 'Critical',
};

/** Health in the colour of its meaning: critical in the danger token, never in a brand blue. */
const HEALTH_COLORS = {
  'no-data': 'quaternary',
  healthy: 'tertiary',
  warning: 'secondary',
  critical: 'danger',
} as const satisfies Record<ProjectActivitySummary['health']['status'], string>;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The header's four status cards, every figure from the project's ledger and rebellions. */
export function StatusCards({ summary }: { summary: ProjectActivitySummary }) {
  const { health } = summary;
  return (
    <div className="stat-grid">
      <StatCard
        label="Decisions"
        value={summary.decisions}
        hint={`${summary.approved} approved · ${plural(summary.warnings, 'warning')}`}
        color="primary"
      />
      <StatCard
        label="Blocked"
        value={summary.blocked}
        hint={summary.blocked === 0 ? 'Nothing stopped by the constitution' : 'Stopped by the constitution'}
        color="secondary"
      />
      <StatCard
        label="Pending rebellions"
        value={summary.pendingRebellions}
        hint={`${plural(summary.rebellions, 'rebellion')} filed in all`}
        color="tertiary"
      />
      <StatCard
        label="Health"
        value={HEALTH_LABELS[health.status]}
        hint={
          health.complianceRate === null
            ? summary.pendingRebellions > 0
              ? 'A rebellion waits for your decision'
              : 'No decisions recorded yet'
            : `${health.complianceRate}% of the last ${plural(health.window, 'decision')} passed`
        }
        color={HEALTH_COLORS[health.status]}
      />
    </div>
  );
}
