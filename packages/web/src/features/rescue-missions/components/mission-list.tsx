import type { RescueMission } from '@charter/core';
import type { ReactNode } from 'react';
import { toRelativeTime } from '../../../lib/format-time';
import { PhaseBadge, StatusDot } from './mission-badges';

/** Each mission with its phase badge and status dot; `action` opens it. */
export function MissionList<M extends RescueMission>({
  missions,
  action,
  extra,
}: {
  missions: readonly M[];
  action: (mission: M) => ReactNode;
  extra?: (mission: M) => ReactNode;
}) {
  return (
    <ul className="rescue-missions" aria-label="Rescue missions">
      {missions.map((mission) => (
        <li key={mission.id} className="rescue-mission">
          <div className="rescue-mission-text">
            <span className="project-name">{mission.projectName}</span>
            <span className="rescue-mission-meta">
              <PhaseBadge phase={mission.phase} />
              <StatusDot status={mission.status} />
              <span className="muted">Started {toRelativeTime(mission.createdAt)}</span>
              {extra?.(mission)}
            </span>
          </div>
          {action(mission)}
        </li>
      ))}
    </ul>
  );
}
