import type { SessionRecord, SessionsRepo } from './port';
import type { RecordIo } from './record-io';

/** Every session of one user or admin, for listing and revoking them (ids are session ids). */
const sessionIndex = (subjectId: string) => `owners:${subjectId}:sessions`;

/** Key layout: `sessions:<id>`, indexed by `owners:<subjectId>:sessions`. An expired session is dropped on read. */
export function createSessionsRepo(io: RecordIo): SessionsRepo {
  return {
    async get(id) {
      const session = await io.readById<SessionRecord>('sessions', id);
      if (!session) return null;
      if (Date.parse(session.expiresAt) <= io.now()) {
        await io.remove(`sessions:${id}`);
        if (io.isSafeId(session.subjectId)) await io.removeFromIndex(sessionIndex(session.subjectId), [id]);
        return null;
      }
      return session;
    },
    async create(session) {
      io.assertSafeId(session.id);
      io.assertSafeId(session.subjectId);
      // The record first, then the index: a crash between them leaves a session its owner cannot list
      // (it still expires), never an index entry that names nothing for long (lists prune those).
      await io.write(`sessions:${session.id}`, session);
      await io.addToIndex(sessionIndex(session.subjectId), session.id);
      return session;
    },
    async delete(id) {
      if (!io.isSafeId(id)) return;
      const session = await io.read<SessionRecord>(`sessions:${id}`);
      await io.remove(`sessions:${id}`);
      if (session && io.isSafeId(session.subjectId)) {
        await io.removeFromIndex(sessionIndex(session.subjectId), [id]);
      }
    },
    async listBySubject(subjectId) {
      if (!io.isSafeId(subjectId)) return [];
      const indexKey = sessionIndex(subjectId);
      const ids = (await io.read<string[]>(indexKey)) ?? [];
      const at = io.now();
      const found = await Promise.all(
        ids.map(async (id) => ({
          id,
          session: io.isSafeId(id) ? await io.read<SessionRecord>(`sessions:${id}`) : null,
        })),
      );
      const live: SessionRecord[] = [];
      const stale: string[] = [];
      for (const { id, session } of found) {
        if (!session || session.subjectId !== subjectId) stale.push(id);
        else if (Date.parse(session.expiresAt) <= at) {
          stale.push(id);
          await io.remove(`sessions:${id}`);
        } else live.push(session);
      }
      await io.removeFromIndex(indexKey, stale);
      return live.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
    },
  };
}
