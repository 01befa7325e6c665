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

/** The conversation sessions' part of the store contract. */
export function describeConversationContract(getStore: () => Store) {
  describe('conversation sessions', () => {
    it('keeps sessions per owner, keeps createdAt on replace, lists newest first', async () => {
      const store = getStore();
      const owner = unique('usr');
      const make = (sessionId: string, updatedAt: string) => ({
        sessionId,
        ownerId: owner,
        messages: [],
        extractedElements: {},
        projectContext: {},
        conversationDepth: 0,
        projectTitle: '',
        createdAt: updatedAt,
        updatedAt,
      });
      await store.conversationSessions.update(owner, 'a', () => make('a', at(T0 + 1)));
      await store.conversationSessions.update(owner, 'b', () => make('b', at(T0 + 2)));
      await store.conversationSessions.update(owner, 'a', (current) => ({
        ...make('a', at(T0 + 3)),
        createdAt: current!.createdAt,
      }));
      const list = await store.conversationSessions.listByOwner(owner);
      expect(list.map((s) => s.sessionId)).toEqual(['a', 'b']);
      expect(list[0]!.createdAt).toBe(at(T0 + 1));
      expect(await store.conversationSessions.get(owner, 'b')).toEqual(make('b', at(T0 + 2)));
      expect(await store.conversationSessions.get(unique('usr'), 'b')).toBeNull();
      expect(await store.conversationSessions.listByOwner(unique('usr'))).toEqual([]);
      expect(await store.conversationSessions.get(owner, '..')).toBeNull();
    });

    it('keeps only the latest smart analysis per owner', async () => {
      const store = getStore();
      const owner = unique('usr');
      expect(await store.smartAnalyses.getLatest(owner)).toBeNull();
      const analysis = {
        extracted_project_name: 'A',
        extracted_problem: '',
        extracted_users: '',
        extracted_business_model: '',
        extracted_features: '',
        extracted_technical_complexity: '',
        extracted_user_journey: '',
        platform_recommendation: '',
        insights: [],
        recommendations: [],
      };
      const first = { ownerId: owner, analysis, content: 'first', createdAt: at(T0) };
      await store.smartAnalyses.putLatest(first);
      const second = { ...first, content: 'second', createdAt: at(T0 + 1) };
      await store.smartAnalyses.putLatest(second);
      expect(await store.smartAnalyses.getLatest(owner)).toEqual(second);
      expect(await store.smartAnalyses.getLatest(unique('usr'))).toBeNull();
      expect(await store.smartAnalyses.getLatest('../x')).toBeNull();
    });
  });
}
