import { randomBytes } from 'node:crypto';
import type { MemoryDecisionRecord, MemoryEventRecord, MemoryRepo, MemorySessionRecord } from './port';
import { newestFirst, type StoreIo, updateLocked } from './store-io';

interface Pointer {
  id: string;
}

/**
 * How many memory sessions an owner keeps: the newest. Each page load of the console starts one, so
 * without a bound a user's memory would grow for as long as they use Charter.
 */
export const MEMORY_SESSION_RETENTION = 1_000;

/**
 * Key layout: `memory-sessions:<sessionId>` indexed (oldest first) by `owners:<ownerId>:memory-sessions`,
 * `memory-open:<ownerId>` (`{ id }` of the open session),
 * `memory-log:<sessionId>:<15-digit ms>-<random>` (one batch of events per append, like the ledger),
 * `memory-decisions:<memoryId>` indexed by `owners:<ownerId>:memory-decisions`, `memory-validations:<id>`.
 */
export function createMemoryRepo(
  io: StoreIo,
  { sessionRetention = MEMORY_SESSION_RETENTION }: { sessionRetention?: number } = {},
): MemoryRepo {
  const sessionKey = (id: string) => `memory-sessions:${id}`;
  const sessionIndex = (ownerId: string) => `owners:${ownerId}:memory-sessions`;
  const openKey = (ownerId: string) => `memory-open:${ownerId}`;
  const logPrefix = (sessionId: string) => `memory-log:${sessionId}:`;

  /** A session and its event batches; its decisions stay (they outlive sessions). */
  async function removeSession(id: string): Promise<void> {
    const batches = await io.keys(logPrefix(id));
    await Promise.all(batches.map((key) => io.remove(key)));
    await io.remove(sessionKey(id));
  }

  return {
    async createSession(session) {
      io.assertSafeId(session.sessionId);
      io.assertSafeId(session.ownerId);
      await io.write(sessionKey(session.sessionId), session);
      await io.write(openKey(session.ownerId), { id: session.sessionId } satisfies Pointer);
      const dropped = await io.withLock(sessionIndex(session.ownerId), async () => {
        const ids = [...((await io.read<string[]>(sessionIndex(session.ownerId))) ?? []), session.sessionId];
        const excess = ids.length - sessionRetention;
        await io.write(sessionIndex(session.ownerId), excess > 0 ? ids.slice(excess) : ids);
        return excess > 0 ? ids.slice(0, excess) : [];
      });
      await Promise.all(dropped.map(removeSession));
      return session;
    },
    getSession: async (id) => (io.isSafeId(id) ? io.read<MemorySessionRecord>(sessionKey(id)) : null),
    async getOpenSession(ownerId) {
      if (!io.isSafeId(ownerId)) return null;
      const pointer = await io.read<Pointer>(openKey(ownerId));
      const session = pointer ? await io.read<MemorySessionRecord>(sessionKey(pointer.id)) : null;
      return session && session.endedAt === null ? session : null;
    },
    async updateSession(id, change) {
      if (!io.isSafeId(id)) return null;
      const next = await updateLocked<MemorySessionRecord>(io, sessionKey(id), change);
      if (next?.endedAt) {
        // Only if it still points here: a newer session started meanwhile stays the open one.
        await io.withLock(openKey(next.ownerId), async () => {
          const pointer = await io.read<Pointer>(openKey(next.ownerId));
          if (pointer?.id === id) await io.remove(openKey(next.ownerId));
        });
      }
      return next;
    },
    async appendEvents(sessionId, events) {
      io.assertSafeId(sessionId);
      if (events.length === 0) return;
      const time = String(io.now()).padStart(15, '0');
      await io.write(`${logPrefix(sessionId)}${time}-${randomBytes(6).toString('hex')}`, events);
    },
    async listEvents(sessionId) {
      if (!io.isSafeId(sessionId)) return [];
      const keys = (await io.keys(logPrefix(sessionId))).sort();
      const batches = await Promise.all(
        keys.map(async (key) => (await io.read<MemoryEventRecord[]>(key)) ?? []),
      );
      return batches.flat();
    },
    async createDecision(decision) {
      io.assertSafeId(decision.memoryId);
      io.assertSafeId(decision.ownerId);
      await io.write(`memory-decisions:${decision.memoryId}`, decision);
      await io.addToIndex(`owners:${decision.ownerId}:memory-decisions`, decision.memoryId);
      return decision;
    },
    getDecision: async (id) =>
      io.isSafeId(id) ? io.read<MemoryDecisionRecord>(`memory-decisions:${id}`) : null,
    async listDecisions(ownerId) {
      if (!io.isSafeId(ownerId)) return [];
      const all = await io.listIndexed<MemoryDecisionRecord>(
        `owners:${ownerId}:memory-decisions`,
        'memory-decisions',
      );
      return newestFirst(all);
    },
    updateDecision: async (id, change) =>
      io.isSafeId(id) ? updateLocked<MemoryDecisionRecord>(io, `memory-decisions:${id}`, change) : null,
    async createValidation(validation) {
      io.assertSafeId(validation.validationId);
      await io.write(`memory-validations:${validation.validationId}`, validation);
      return validation;
    },
    async listSessions(ownerId) {
      if (!io.isSafeId(ownerId)) return [];
      return io.listIndexed<MemorySessionRecord>(sessionIndex(ownerId), 'memory-sessions');
    },
    async deleteSessions(ownerId, sessionIds) {
      if (!io.isSafeId(ownerId) || sessionIds.length === 0) return 0;
      const wanted = new Set(sessionIds);
      const removed = await io.withLock(sessionIndex(ownerId), async () => {
        const ids = (await io.read<string[]>(sessionIndex(ownerId))) ?? [];
        const gone = ids.filter((id) => wanted.has(id));
        if (gone.length > 0)
          await io.write(
            sessionIndex(ownerId),
            ids.filter((id) => !wanted.has(id)),
          );
        return gone;
      });
      // Out of the index first: from then on no list shows them, whatever happens to the records next.
      await Promise.all(removed.map(removeSession));
      return removed.length;
    },
  };
}
