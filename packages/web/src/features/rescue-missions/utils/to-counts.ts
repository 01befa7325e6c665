import type { RescueMission } from '@charter/core/api';

/** Spec 002 §2.10: active missions are those not completed; recovered projects are those completed. */
export function toMissionCounts(missions: readonly Pick<RescueMission, 'status'>[]) {
  const recovered = missions.filter((mission) => mission.status === 'completed').length;
  return { active: missions.length - recovered, recovered };
}
