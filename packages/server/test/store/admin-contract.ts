import { describe, expect, it } from 'vitest';
import type { AdminAuditRecord, Store } from '../../src/store/port';
import { at, makeUser, T0 } from './records';

let sequence = 0;
/** A time no earlier test of a shared store (redis) used: each test's entries are the newest. */
const freshBase = () => T0 + 10 * 365 * 24 * 3600_000 + Date.now() * 10 + sequence++ * 1000;

const entry = (time: number, overrides: Partial<AdminAuditRecord> = {}): Omit<AdminAuditRecord, 'id'> => ({
  at: at(time),
  adminId: 'adm_1',
  adminEmail: 'ops@example.com',
  action: 'user.disable',
  targetUserId: 'usr_1',
  targetEmail: 'ada@example.com',
  count: 1,
  note: '',
  ...overrides,
});

/** The admin audit log and the instance reads: part of the store contract. */
export function describeAdminContract(getStore: () => Store) {
  describe('admin audit log', () => {
    it('lists entries newest first, at most `limit`, as they were stored', async () => {
      const store = getStore();
      const base = freshBase();
      await store.adminAudit.append(entry(base, { note: 'first' }));
      await store.adminAudit.append(entry(base + 2, { note: 'third', count: 7 }));
      await store.adminAudit.append(entry(base + 1, { note: 'second' }));
      const listed = await store.adminAudit.list({ limit: 2 });
      expect(listed.map((e) => e.note)).toEqual(['third', 'second']);
      expect(listed[0]).toMatchObject({ ...entry(base + 2, { note: 'third', count: 7 }) });
      expect(listed[0]?.id).toMatch(/^\d{15}-\d{6}-[0-9a-f]{12}$/);
      expect((await store.adminAudit.list({ limit: 3 })).map((e) => e.note)).toEqual([
        'third',
        'second',
        'first',
      ]);
    });

    it('keeps every one of 40 concurrent appends of the same millisecond', async () => {
      const store = getStore();
      const base = freshBase();
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => store.adminAudit.append(entry(base, { note: `n${i}` }))),
      );
      const listed = await store.adminAudit.list({ limit: 40 });
      expect(new Set(listed.map((e) => e.note)).size).toBe(40);
      expect(listed.every((e) => e.at === at(base))).toBe(true);
    });
  });

  describe('instance reads', () => {
    it('lists every user (and nothing that is not a user record)', async () => {
      const store = getStore();
      const a = await store.users.create(makeUser());
      const b = await store.users.create(makeUser());
      const users = await store.instance.listUsers();
      const ids = users.map((u) => u.id);
      expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(users.every((u) => typeof u.email === 'string' && typeof u.id === 'string')).toBe(true);
    });

    it('measures records and their size, and says when it did not read them all', async () => {
      const store = getStore();
      await store.users.create(makeUser());
      const measured = await store.instance.measure({ maxRecords: 1_000_000 });
      expect(measured.records).toBeGreaterThan(0);
      expect(measured.bytes).toBeGreaterThan(0);
      expect(await store.instance.measure({ maxRecords: 0 })).toEqual({
        records: measured.records,
        bytes: null,
      });
    });
  });

  describe('memory sessions for operators', () => {
    const session = (ownerId: string, sessionId: string, minutes: number) => ({
      sessionId,
      ownerId,
      agentType: 'console',
      startTime: at(T0 + minutes * 60_000),
      endedAt: null,
      durationMs: null,
      summary: null,
    });

    it('lists an owner’s sessions oldest first and deletes only the owner’s named ones, with their events', async () => {
      const store = getStore();
      const owner = `usr_${Date.now().toString(36)}_${sequence++}`;
      const other = `${owner}_other`;
      const ids = [0, 1, 2].map((i) => `${owner}_m${i}`);
      for (const [i, id] of ids.entries()) await store.memory.createSession(session(owner, id, i));
      await store.memory.createSession(session(other, `${other}_m0`, 0));
      await store.memory.appendEvents(ids[0]!, [
        { kind: 'interaction', id: 'e1', at: at(T0), type: 'note', content: 'hello' },
      ]);
      expect((await store.memory.listSessions(owner)).map((s) => s.sessionId)).toEqual(ids);

      // Another owner's session id is ignored.
      expect(await store.memory.deleteSessions(owner, [ids[0]!, ids[2]!, `${other}_m0`, 'nope'])).toBe(2);
      expect((await store.memory.listSessions(owner)).map((s) => s.sessionId)).toEqual([ids[1]]);
      expect(await store.memory.getSession(ids[0]!)).toBeNull();
      expect(await store.memory.listEvents(ids[0]!)).toEqual([]);
      expect((await store.memory.listSessions(other)).length).toBe(1);
      expect(await store.memory.deleteSessions(owner, [])).toBe(0);
      expect(await store.memory.listSessions('../bad')).toEqual([]);
    });
  });
}
