import type { JourneyResultPayload } from '@charter/core';

/**
 * Results whose submit failed for network reasons ("Test completed locally…"). They are kept in
 * this browser, per signed-in user, and sent again later; each carries a `localId` so the server counts a
 * result sent twice only once.
 */
export type PendingResult = JourneyResultPayload & { localId: string; completedAt: string };

const storageKey = (userId: string) => `charter.user-journey.pending.${userId}`;

export function readPendingResults(userId: string): PendingResult[] {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as PendingResult[]) : [];
  } catch {
    // Storage blocked or a corrupt value: nothing we can send.
    return [];
  }
}

export function writePendingResults(userId: string, results: readonly PendingResult[]): void {
  try {
    if (results.length === 0) window.localStorage.removeItem(storageKey(userId));
    else window.localStorage.setItem(storageKey(userId), JSON.stringify(results));
  } catch {
    // Storage full or blocked: the result still shows in this tab's state until it is sent.
  }
}

export function toLocalId(): string {
  return `local-${crypto.randomUUID()}`;
}
