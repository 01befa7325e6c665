import type { RescueMission } from '@charter/core';

/** Active missions are those not completed; recovered projects are those completed. */
export function toMissionCounts(missions: readonly Pick<RescueMission, 'status'>[]) {
  const recovered = missions.filter((mission) => mission.status === 'completed').length;
  return { active: missions.length - recovered, recovered };
}
