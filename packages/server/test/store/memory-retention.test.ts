import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../src/store';
import { at, T0 } from './records';

describe('memory session retention', () => {
  it("keeps an owner's newest sessions with their events, drops the oldest for good, and leaves others alone", async () => {
    const store = createMemoryStore({ memorySessionRetention: 3 });
    const start = async (ownerId: string, i: number) => {
      const session = await store.memory.createSession({
        sessionId: `mem_${ownerId}_${i}`,
        ownerId,
        agentType: 'console',
        startTime: at(T0 + i),
        endedAt: null,
        durationMs: null,
        summary: null,
      });
      await store.memory.appendEvents(session.sessionId, [
        { kind: 'interaction', id: `e${i}`, at: at(T0 + i), type: 'click', content: `click ${i}` },
      ]);
      return session.sessionId;
    };
    const other = await start('usr_other', 0);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await start('usr_busy', i));

    for (const dropped of ids.slice(0, 2)) {
      expect(await store.memory.getSession(dropped)).toBeNull();
      expect(await store.memory.listEvents(dropped)).toEqual([]);
    }
    for (const kept of ids.slice(2)) {
      expect(await store.memory.getSession(kept)).not.toBeNull();
      expect(await store.memory.listEvents(kept)).toHaveLength(1);
    }
    expect((await store.memory.getOpenSession('usr_busy'))?.sessionId).toBe(ids[4]);
    expect(await store.memory.listEvents(other)).toHaveLength(1);
    await store.close();
  });
});
