import { CharterError, isCharterError } from '@charter/core';
import { describe, expect, it } from 'vitest';
import type { RescueMissionRecord, Store } from '../../src/store/port';
import { at, T0 } from './records';

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(sequence++).toString(36)}`;

function makeMission(ownerId: string, overrides: Partial<RescueMissionRecord> = {}): RescueMissionRecord {
  return {
    id: unique('rm'),
    ownerId,
    projectName: 'Shop',
    userGoal: 'Ship',
    problemDescription: 'API calls take 25 seconds.',
    timeInvested: '3 months',
    businessImpact: 'Lost sales',
    repositoryUrl: null,
    phase: 'rapid_diagnosis',
    status: 'gathering_info',
    diagnosis: {
      facts: { currentDependencies: null, timeoutMs: 25_000, buildSeconds: null },
      evidence: { timeoutMs: 'text: "calls take 25 seconds"' },
      constitutionVersion: '1.0.0',
      diagnosedAt: at(T0),
    },
    repository: {
      state: 'none',
      startedAt: null,
      finishedAt: null,
      overallHealth: null,
      filesScanned: null,
      commit: null,
      message: null,
    },
    findings: [],
    recommendations: [],
    plan: [],
    createdAt: at(T0),
    updatedAt: at(T0),
    completedAt: null,
    ...overrides,
  };
}

/** The rescue missions repo's part of the store contract. */
export function describeRescueMissionsContract(getStore: () => Store) {
  describe('rescue missions', () => {
    it("creates, gets and lists an owner's missions newest first, and nobody else's", async () => {
      const store = getStore();
      const owner = unique('usr');
      const older = await store.rescueMissions.create(makeMission(owner));
      const newer = await store.rescueMissions.create(makeMission(owner, { createdAt: at(T0 + 1000) }));
      await store.rescueMissions.create(makeMission(unique('usr')));
      expect(await store.rescueMissions.get(older.id)).toEqual(older);
      expect((await store.rescueMissions.listByOwner(owner)).map((m) => m.id)).toEqual([newer.id, older.id]);
      expect(await store.rescueMissions.listByOwner(unique('usr'))).toEqual([]);
      const all = (await store.rescueMissions.listAll()).map((m) => m.id);
      expect(all).toContain(older.id);
      expect(all.indexOf(newer.id)).toBeLessThan(all.indexOf(older.id));
      expect(await store.rescueMissions.get('..')).toBeNull();
      expect(await store.rescueMissions.get(unique('rm'))).toBeNull();
    });

    it('updates under a lock, keeps id and owner, and lets a change refuse', async () => {
      const store = getStore();
      const mission = await store.rescueMissions.create(makeMission(unique('usr')));
      const steps = Array.from({ length: 10 }, (_, i) => ({
        id: `step-${i}`,
        title: `Step ${i}`,
        detail: '',
        ruleId: null,
        done: false,
        doneAt: null,
      }));
      await store.rescueMissions.update(mission.id, (current) => ({ ...current, plan: steps }));
      // Concurrent marks of different steps all land.
      await Promise.all(
        steps.map((step) =>
          store.rescueMissions.update(mission.id, (current) => ({
            ...current,
            ownerId: 'someone-else',
            plan: current.plan.map((s) => (s.id === step.id ? { ...s, done: true } : s)),
          })),
        ),
      );
      const stored = (await store.rescueMissions.get(mission.id))!;
      expect(stored.plan.every((s) => s.done)).toBe(true);
      expect(stored.ownerId).toBe(mission.ownerId);
      await expect(
        store.rescueMissions.update(mission.id, () => {
          throw new CharterError('CONFLICT', 'no');
        }),
      ).rejects.toSatisfy((error) => isCharterError(error) && error.code === 'CONFLICT');
      expect(await store.rescueMissions.update(unique('rm'), (current) => current)).toBeNull();
    });
  });
}
