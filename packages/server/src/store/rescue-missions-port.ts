import type { RescueMission } from '@charter/core';

/** The rescue missions' part of the Store port (`port.ts` re-exports it). */

export interface RescueMissionRecord extends RescueMission {
  ownerId: string;
}

export interface RescueMissionsRepo {
  create(mission: RescueMissionRecord): Promise<RescueMissionRecord>;
  get(id: string): Promise<RescueMissionRecord | null>;
  /** The owner's missions, newest first. */
  listByOwner(ownerId: string): Promise<RescueMissionRecord[]>;
  /** Every mission of every owner, newest first (the admin screens). */
  listAll(): Promise<RescueMissionRecord[]>;
  /**
   * Read-modify-write under a lock: `change` sees the current record and returns the next one, or throws a
   * CharterError to refuse (an impossible transition). Null when the mission does not exist.
   */
  update(
    id: string,
    change: (current: RescueMissionRecord) => RescueMissionRecord,
  ): Promise<RescueMissionRecord | null>;
}
