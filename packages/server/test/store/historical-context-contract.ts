import { describe, expect, it } from 'vitest';
import type { HistoryEntryRecord, Store } from '../../src/store/port';
import { at, T0 } from './records';

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(sequence++).toString(36)}`;

function makeTodo(ownerId: string, createdAt = at(T0)): HistoryEntryRecord {
  const id = unique('ht');
  return {
    kind: 'todo',
    id,
    ownerId,
    createdAt,
    updatedAt: createdAt,
    entry: {
      id,
      title: 'Cut the bundle',
      description: '',
      priority: 'high',
      status: 'pending',
      userRequest: '',
      originalContext: '',
      relatedInsights: [],
      originalDate: createdAt,
      category: 'performance',
      origin: 'user',
    },
  };
}

/** The historical context entries repo's part of the store contract. */
export function describeHistoryEntriesContract(getStore: () => Store) {
  describe('history entries', () => {
    it("creates, gets and lists an owner's entries newest first, and nobody else's", async () => {
      const store = getStore();
      const owner = unique('usr');
      const older = await store.historyEntries.create(makeTodo(owner));
      const newer = await store.historyEntries.create(makeTodo(owner, at(T0 + 1000)));
      await store.historyEntries.create(makeTodo(unique('usr')));
      expect(await store.historyEntries.get(older.id)).toEqual(older);
      expect((await store.historyEntries.listByOwner(owner)).map((e) => e.id)).toEqual([newer.id, older.id]);
      expect(await store.historyEntries.listByOwner(unique('usr'))).toEqual([]);
      expect(await store.historyEntries.get('no such id')).toBeNull();
    });

    it('updates under a lock and keeps id, owner and kind', async () => {
      const store = getStore();
      const owner = unique('usr');
      const todo = await store.historyEntries.create(makeTodo(owner));
      const results = await Promise.all(
        ['a', 'b', 'c'].map((tag) =>
          store.historyEntries.update(todo.id, (current) => {
            if (current.kind !== 'todo') throw new Error('kind changed');
            return {
              ...current,
              ownerId: 'someone else',
              entry: { ...current.entry, description: `${current.entry.description}${tag}` },
            };
          }),
        ),
      );
      expect(results.every((r) => r?.ownerId === owner)).toBe(true);
      const stored = await store.historyEntries.get(todo.id);
      expect(stored?.kind).toBe('todo');
      expect(stored?.kind === 'todo' && [...stored.entry.description].sort().join('')).toBe('abc');
      expect(await store.historyEntries.update(unique('none'), (c) => c)).toBeNull();
    });
  });
}
