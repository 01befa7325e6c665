import { describe, expect, it } from 'vitest';
import type { JourneyResultRecord, Store } from '../../src/store/port';
import { at, T0 } from './records';

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(sequence++).toString(36)}`;

function makeResult(ownerId: string, overrides: Partial<JourneyResultRecord> = {}): JourneyResultRecord {
  return {
    resultId: unique('jrn'),
    ownerId,
    localId: null,
    scenarioId: 'rescue-slow-api',
    scenarioName: 'Rescue: Slow API Project',
    userType: 'new',
    completedSteps: 6,
    totalSteps: 6,
    timeSpent: 17,
    rating: 4,
    feedback: '',
    issues: [],
    completedAt: at(T0),
    submittedAt: at(T0),
    ...overrides,
  };
}

/** The user journey repo's part of the store contract. */
export function describeUserJourneyContract(getStore: () => Store) {
  describe('user journey', () => {
    it('stores results per owner, newest first, and lists them across owners', async () => {
      const store = getStore();
      const [alice, bob] = [unique('usr'), unique('usr')];
      const older = await store.userJourney.createResult(makeResult(alice, { completedAt: at(T0) }));
      const newer = await store.userJourney.createResult(makeResult(alice, { completedAt: at(T0 + 60_000) }));
      const bobs = await store.userJourney.createResult(makeResult(bob));
      expect(await store.userJourney.listResults(alice)).toEqual([newer, older]);
      expect(await store.userJourney.getResult(bobs.resultId)).toEqual(bobs);
      expect(await store.userJourney.getResult('jrn_missing')).toBeNull();
      expect(await store.userJourney.getResult('../x')).toBeNull();
      const all = (await store.userJourney.listAllResults()).map((r) => r.resultId);
      expect(all).toEqual(expect.arrayContaining([older.resultId, newer.resultId, bobs.resultId]));
    });

    it('stores one result per owner and localId, even when sent concurrently', async () => {
      const store = getStore();
      const owner = unique('usr');
      const sent = await Promise.all(
        Array.from({ length: 5 }, () =>
          store.userJourney.createResult(makeResult(owner, { localId: 'local-abc12345' })),
        ),
      );
      expect(new Set(sent.map((r) => r.resultId)).size).toBe(1);
      expect(await store.userJourney.listResults(owner)).toHaveLength(1);
    });

    it('keeps the running test per owner under a lock, and clears it', async () => {
      const store = getStore();
      const owner = unique('usr');
      expect(await store.userJourney.getActive(owner)).toBeNull();
      const test = {
        scenarioId: 'rescue-slow-api',
        startedAt: at(T0),
        currentStepIndex: 0,
        completedStepIds: [],
      };
      await store.userJourney.updateActive(owner, () => test);
      await Promise.all(
        Array.from({ length: 10 }, () =>
          store.userJourney.updateActive(owner, (current) =>
            current ? { ...current, currentStepIndex: current.currentStepIndex + 1 } : null,
          ),
        ),
      );
      expect((await store.userJourney.getActive(owner))?.currentStepIndex).toBe(10);
      await store.userJourney.updateActive(owner, () => null);
      expect(await store.userJourney.getActive(owner)).toBeNull();
    });
  });
}
