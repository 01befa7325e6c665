import { describe, expect, it } from 'vitest';
import type { SemiConnectionRecord, Store } from '../../src/store/port';
import { at, T0 } from './records';

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(sequence++).toString(36)}`;

function makeConnection(ownerId: string): SemiConnectionRecord {
  return {
    ownerId,
    semiDomain: 'semi.example.com',
    baseUrl: 'https://semi.example.com',
    rpcUrl: 'https://semi.example.com/a2a',
    remoteApiKey: 'remote-secret',
    contextId: 'ctx-1',
    agent: { name: 'Semi', version: '1.0.0', description: '', skills: [] },
    connected: true,
    ready: true,
    reconnectAttempts: 0,
    lastError: null,
    lastCheckedAt: at(T0),
    nextCheckAt: T0,
    connectedAt: at(T0),
  };
}

/** The Semi repo's part of the store contract: one connection per owner, and the activity log. */
export function describeSemiContract(getStore: () => Store) {
  describe('semi', () => {
    it('stores, updates and deletes one connection per owner', async () => {
      const store = getStore();
      const owner = unique('usr');
      expect(await store.semi.getConnection(owner)).toBeNull();
      await store.semi.putConnection(makeConnection(owner));
      expect((await store.semi.getConnection(owner))?.semiDomain).toBe('semi.example.com');
      expect(await store.semi.getConnection(unique('usr'))).toBeNull();
      const updated = await store.semi.updateConnection(owner, (c) => ({ ...c, ready: false, ownerId: 'x' }));
      expect(updated).toMatchObject({ ready: false, ownerId: owner });
      expect(await store.semi.updateConnection(owner, () => null)).toMatchObject({ ready: false });
      expect(await store.semi.updateConnection(unique('usr'), (c) => c)).toBeNull();
      await store.semi.deleteConnection(owner);
      expect(await store.semi.getConnection(owner)).toBeNull();
      expect(await store.semi.getConnection('../escape')).toBeNull();
    });

    it('counts every one of concurrent reconnect attempts', async () => {
      const store = getStore();
      const owner = unique('usr');
      await store.semi.putConnection(makeConnection(owner));
      await Promise.all(
        Array.from({ length: 10 }, () =>
          store.semi.updateConnection(owner, (c) => ({ ...c, reconnectAttempts: c.reconnectAttempts + 1 })),
        ),
      );
      expect((await store.semi.getConnection(owner))?.reconnectAttempts).toBe(10);
    });

    it('keeps the newest activity entries, newest first, per owner', async () => {
      const store = getStore();
      const owner = unique('usr');
      for (let i = 0; i < 5; i++) {
        await store.semi.appendActivity(
          { id: `a${i}`, ownerId: owner, type: 'message_sent', message: `m${i}`, timestamp: at(T0 + i) },
          3,
        );
      }
      expect((await store.semi.listActivity(owner)).map((e) => e.message)).toEqual(['m4', 'm3', 'm2']);
      expect(await store.semi.listActivity(unique('usr'))).toEqual([]);
    });
  });
}
