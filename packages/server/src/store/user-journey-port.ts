import type { ActiveJourneyTest, JourneyResult } from '@charter/core';

/** User journey testing's part of the Store port (`port.ts` re-exports it). */

export interface JourneyResultRecord extends JourneyResult {
  ownerId: string;
  /** The client's id of a result it kept locally and sent again; one stored result per owner and localId. */
  localId: string | null;
}

export interface UserJourneyRepo {
  /**
   * Stores the result unless the owner already has one with the same localId, under a lock per owner and
   * localId; answers the stored record either way (a re-sent result is counted once).
   */
  createResult(result: JourneyResultRecord): Promise<JourneyResultRecord>;
  getResult(resultId: string): Promise<JourneyResultRecord | null>;
  /** The owner's results, newest completion first. */
  listResults(ownerId: string): Promise<JourneyResultRecord[]>;
  /** Every user's results, newest completion first (admin analytics). */
  listAllResults(): Promise<JourneyResultRecord[]>;
  getActive(ownerId: string): Promise<ActiveJourneyTest | null>;
  /**
   * Read-modify-write of the owner's running test under a lock: `change` sees the current test (null when
   * idle) and returns the next one (null to clear) or throws a CharterError to refuse.
   */
  updateActive(
    ownerId: string,
    change: (current: ActiveJourneyTest | null) => ActiveJourneyTest | null,
  ): Promise<ActiveJourneyTest | null>;
}
