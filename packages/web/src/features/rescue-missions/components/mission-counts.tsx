import type { RescueMission } from '@charter/core';
import { StatCard } from '../../../components/ui/stat-card';
import { toMissionCounts } from '../utils/to-counts';

export function MissionCounts({ missions }: { missions: readonly Pick<RescueMission, 'status'>[] }) {
  const { active, recovered } = toMissionCounts(missions);
  return (
    <div className="stat-grid">
      <StatCard label="Active missions" value={active} color="primary" />
      <StatCard label="Recovered projects" value={recovered} color="tertiary" />
    </div>
  );
}
