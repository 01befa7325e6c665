import { describe, expect, it } from 'vitest';
import type { JournalEntryRecord, Store } from '../../src/store/port';
import { at, T0 } from './records';

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(sequence++).toString(36)}`;

function makeEntry(ownerId: string, createdAt = at(T0), text = 'Shipped #auth'): JournalEntryRecord {
  return {
    id: unique('jrn'),
    ownerId,
    text,
    hashtags: ['auth'],
    wordCount: 2,
    createdAt,
    updatedAt: createdAt,
  };
}

/** The Hash Journal entries repo's part of the store contract. */
export function describeJournalEntriesContract(getStore: () => Store) {
  describe('journal entries', () => {
    it("creates, gets and lists an owner's entries newest first, and nobody else's", async () => {
      const store = getStore();
      const owner = unique('usr');
      const older = await store.journalEntries.create(makeEntry(owner), 10);
      const newer = await store.journalEntries.create(makeEntry(owner, at(T0 + 1000)), 10);
      await store.journalEntries.create(makeEntry(unique('usr')), 10);
      expect(await store.journalEntries.get(older!.id)).toEqual(older);
      expect((await store.journalEntries.listByOwner(owner)).map((e) => e.id)).toEqual([
        newer!.id,
        older!.id,
      ]);
      expect(await store.journalEntries.listByOwner(unique('usr'))).toEqual([]);
      expect(await store.journalEntries.get('no such id')).toBeNull();
      expect(await store.journalEntries.get('../escape')).toBeNull();
    });

    it('refuses past the limit, even when creates race', async () => {
      const store = getStore();
      const owner = unique('usr');
      const results = await Promise.all(
        Array.from({ length: 6 }, () => store.journalEntries.create(makeEntry(owner), 4)),
      );
      expect(results.filter((r) => r !== null)).toHaveLength(4);
      expect(await store.journalEntries.listByOwner(owner)).toHaveLength(4);
    });

    it('updates under a lock and keeps id, owner and creation time', async () => {
      const store = getStore();
      const owner = unique('usr');
      const entry = (await store.journalEntries.create(makeEntry(owner, at(T0), ''), 10))!;
      const results = await Promise.all(
        ['a', 'b', 'c'].map((tag) =>
          store.journalEntries.update(entry.id, (current) => ({
            ...current,
            ownerId: 'someone else',
            createdAt: at(T0 + 5000),
            text: `${current.text}${tag}`,
          })),
        ),
      );
      expect(results.every((r) => r?.ownerId === owner && r.createdAt === entry.createdAt)).toBe(true);
      const stored = await store.journalEntries.get(entry.id);
      expect([...(stored?.text ?? '')].sort().join('')).toBe('abc');
      expect(await store.journalEntries.update(unique('none'), (c) => c)).toBeNull();
    });

    it('deletes an entry and its index line, and frees room under the limit', async () => {
      const store = getStore();
      const owner = unique('usr');
      const first = (await store.journalEntries.create(makeEntry(owner), 2))!;
      const second = (await store.journalEntries.create(makeEntry(owner, at(T0 + 1)), 2))!;
      expect(await store.journalEntries.create(makeEntry(owner), 2)).toBeNull();
      expect(await store.journalEntries.delete(first.id)).toBe(true);
      expect(await store.journalEntries.delete(first.id)).toBe(false);
      expect(await store.journalEntries.get(first.id)).toBeNull();
      expect((await store.journalEntries.listByOwner(owner)).map((e) => e.id)).toEqual([second.id]);
      expect(await store.journalEntries.create(makeEntry(owner), 2)).not.toBeNull();
    });
  });
}
