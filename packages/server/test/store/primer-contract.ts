import { describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/port';
import { at, T0 } from './records';

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(sequence++).toString(36)}`;

/** The primer repos' part of the store contract, run inside `describeStoreContract`. */
export function describePrimerContract(getStore: () => Store) {
  describe('primer drafts and test cases', () => {
    it('keeps one draft per owner and deletes it', async () => {
      const store = getStore();
      const owner = unique('usr');
      expect(await store.primerDrafts.get(owner)).toBeNull();
      const draft = { id: 'd1', ownerId: owner, answers: { 'core-problem': 'x' }, updatedAt: at(T0) };
      await store.primerDrafts.update(owner, () => draft);
      expect(await store.primerDrafts.get(owner)).toEqual(draft);
      const next = await store.primerDrafts.update(owner, (current) => ({ ...current!, answers: {} }));
      expect(next).toEqual({ ...draft, answers: {} });
      expect(await store.primerDrafts.get(unique('usr'))).toBeNull();
      await store.primerDrafts.delete(owner);
      expect(await store.primerDrafts.get(owner)).toBeNull();
      expect(await store.primerDrafts.get('../x')).toBeNull();
    });

    it('updates the test-case set under a lock, losing no concurrent save', async () => {
      const store = getStore();
      const owner = unique('usr');
      expect(await store.testCases.list(owner)).toEqual([]);
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          store.testCases.update(owner, (current) => [
            ...current,
            { name: `case ${i}`, answers: {}, updatedAt: at(T0 + i) },
          ]),
        ),
      );
      expect(await store.testCases.list(owner)).toHaveLength(20);
      expect(await store.testCases.list(unique('usr'))).toEqual([]);
    });
  });
}
