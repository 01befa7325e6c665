import { describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/port';
import { at, T0 } from './records';

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(sequence++).toString(36)}`;

/** The memory repo's part of the store contract. */
export function describeMemoryContract(getStore: () => Store) {
  describe('memory', () => {
    const session = (ownerId: string, sessionId = unique('mem')) => ({
      sessionId,
      ownerId,
      agentType: 'console',
      startTime: at(T0),
      endedAt: null,
      durationMs: null,
      summary: null,
    });

    it('tracks the open session per owner; ending it (only it) closes it', async () => {
      const store = getStore();
      const owner = unique('usr');
      expect(await store.memory.getOpenSession(owner)).toBeNull();
      const first = await store.memory.createSession(session(owner));
      expect(await store.memory.getOpenSession(owner)).toEqual(first);
      const second = await store.memory.createSession(session(owner));
      await store.memory.updateSession(first.sessionId, (s) => ({ ...s, endedAt: at(T0 + 1) }));
      expect((await store.memory.getOpenSession(owner))?.sessionId).toBe(second.sessionId);
      await store.memory.updateSession(second.sessionId, (s) => ({ ...s, endedAt: at(T0 + 2) }));
      expect(await store.memory.getOpenSession(owner)).toBeNull();
      expect((await store.memory.getSession(first.sessionId))?.endedAt).toBe(at(T0 + 1));
      expect(await store.memory.updateSession('mem_missing', (s) => s)).toBeNull();
    });

    it('loses none of 100 concurrent event appends', async () => {
      const store = getStore();
      const { sessionId } = await store.memory.createSession(session(unique('usr')));
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          store.memory.appendEvents(sessionId, [
            { kind: 'interaction', id: `e${i}`, at: at(T0), type: 'click', content: `${i}` },
          ]),
        ),
      );
      const events = await store.memory.listEvents(sessionId);
      expect(events).toHaveLength(100);
      expect(new Set(events.map((e) => e.id)).size).toBe(100);
      expect(await store.memory.listEvents(unique('mem'))).toEqual([]);
    });

    it('keeps decisions per owner, newest first, and updates them under a lock', async () => {
      const store = getStore();
      const owner = unique('usr');
      const decision = (createdAt: string) => ({
        memoryId: unique('memo'),
        ownerId: owner,
        sessionId: null,
        title: '',
        choice: 'Postgres',
        decisionType: 'architecture',
        rationale: '',
        alternatives: [],
        confidenceLevel: 50,
        createdAt,
        validatedAt: null,
      });
      const older = await store.memory.createDecision(decision(at(T0 + 1)));
      const newer = await store.memory.createDecision(decision(at(T0 + 2)));
      expect((await store.memory.listDecisions(owner)).map((d) => d.memoryId)).toEqual([
        newer.memoryId,
        older.memoryId,
      ]);
      await store.memory.updateDecision(older.memoryId, (d) => ({ ...d, validatedAt: at(T0 + 3) }));
      expect((await store.memory.getDecision(older.memoryId))?.validatedAt).toBe(at(T0 + 3));
      expect(await store.memory.listDecisions(unique('usr'))).toEqual([]);
      const validation = await store.memory.createValidation({
        validationId: unique('val'),
        memoryId: older.memoryId,
        ownerId: owner,
        neutralExplanation: 'x',
        bestPracticesLink: null,
        alternativeOptions: [],
        createdAt: at(T0 + 3),
      });
      expect(validation.memoryId).toBe(older.memoryId);
    });
  });
}
