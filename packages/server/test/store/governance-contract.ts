import type { LedgerEntry } from '@charter/core';
import { describe, expect, it } from 'vitest';
import type { RebellionRecord, Store } from '../../src/store/port';
import { at, makeProject, T0 } from './records';

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(sequence++).toString(36)}`;

export function makeLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    decision_id: unique('dec'),
    at: at(T0),
    source: 'external',
    project_id: null,
    project_name: null,
    agent_id: null,
    decision_type: 'dependency',
    description: 'Add 131 dependencies',
    proposed_action: null,
    status: 'blocked',
    score: 40,
    risk: 'HIGH',
    violated_rule_ids: ['CH-DEP-001'],
    violated_categories: ['dependencies'],
    exception_rebellion_id: null,
    constitution_version: '1.0.0',
    ...overrides,
  };
}

export function makeRebellion(overrides: Partial<RebellionRecord> = {}): RebellionRecord {
  return {
    rebellion_id: unique('reb'),
    ownerId: 'usr_1',
    project_id: null,
    project_name: null,
    agent_id: 'agent-1',
    decision_id: null,
    decision_type: 'dependency',
    requested_action: 'Add 131 dependencies',
    justification: 'The migration needs them for a week.',
    rule_ids: ['CH-DEP-001'],
    max_value: null,
    ceilings: { 'CH-DEP-001': { max: 131, unit: 'dependencies' } },
    uses: 1,
    status: 'pending',
    risk_analysis: { level: 'HIGH', reasons: [] },
    created_at: at(T0),
    decided_at: null,
    decided_by: null,
    expires_at: null,
    rejection_reason: null,
    times_used: 0,
    history: [],
    ...overrides,
  };
}

/** The governance repos' part of the store contract, run inside `describeStoreContract`. */
export function describeGovernanceContract(getStore: () => Store) {
  describe('ledger', () => {
    it('lists newest first, filters by project, limits and finds by decision id', async () => {
      const store = getStore();
      const owner = unique('usr');
      const a = makeLedgerEntry({ at: at(T0 + 1), project_id: 'p1' });
      const b = makeLedgerEntry({ at: at(T0 + 2) });
      const c = makeLedgerEntry({ at: at(T0 + 3), project_id: 'p1' });
      await store.ledger.append(owner, [a, b]);
      await store.ledger.append(owner, [c]);
      await store.ledger.append(unique('usr'), [makeLedgerEntry()]);
      expect(await store.ledger.all(owner)).toEqual([c, b, a]);
      expect(await store.ledger.list(owner, { limit: 2 })).toEqual([c, b]);
      expect(await store.ledger.list(owner, { limit: 10, projectId: 'p1' })).toEqual([c, a]);
      expect(await store.ledger.get(owner, b.decision_id)).toEqual(b);
      expect(await store.ledger.get(owner, 'dec_missing')).toBeNull();
      expect(await store.ledger.all(unique('usr'))).toEqual([]);
    });

    it('loses none of 200 concurrent appends, and keeps them all through compaction', async () => {
      const store = getStore();
      const owner = unique('usr');
      const entries = Array.from({ length: 200 }, (_, i) => makeLedgerEntry({ at: at(T0 + i) }));
      await Promise.all(entries.map((entry) => store.ledger.append(owner, [entry])));
      const first = await store.ledger.all(owner); // compacts: far more than 32 batches
      expect(first.map((e) => e.decision_id)).toEqual(entries.map((e) => e.decision_id).reverse());
      await store.ledger.append(owner, [makeLedgerEntry({ at: at(T0 + 500) })]);
      expect(await store.ledger.all(owner)).toHaveLength(201);
    });
  });

  describe('rebellions', () => {
    it('creates, gets, lists newest first and updates under a lock', async () => {
      const store = getStore();
      const owner = unique('usr');
      const older = makeRebellion({ ownerId: owner, created_at: at(T0 + 1) });
      const newer = makeRebellion({ ownerId: owner, created_at: at(T0 + 2) });
      await store.rebellions.create(older);
      await store.rebellions.create(newer);
      await store.rebellions.create(makeRebellion({ ownerId: unique('usr') }));
      expect(await store.rebellions.get(older.rebellion_id)).toEqual(older);
      expect((await store.rebellions.listByOwner(owner)).map((r) => r.rebellion_id)).toEqual([
        newer.rebellion_id,
        older.rebellion_id,
      ]);
      await Promise.all(
        Array.from({ length: 20 }, () =>
          store.rebellions.update(older.rebellion_id, (r) => ({ ...r, times_used: r.times_used + 1 })),
        ),
      );
      expect((await store.rebellions.get(older.rebellion_id))?.times_used).toBe(20);
      expect(await store.rebellions.update('reb_missing', (r) => r)).toBeNull();
      expect(await store.rebellions.get('../x')).toBeNull();
    });
  });

  describe('constitutions, collections, versions, project settings', () => {
    it('keeps a constitution and a collection per owner', async () => {
      const store = getStore();
      const owner = unique('usr');
      expect(await store.constitutions.get(owner)).toBeNull();
      const constitution = { version: '1.1.0', tier: 'standard' as const, rules: [], justifications: {} };
      await store.constitutions.put(owner, constitution);
      expect(await store.constitutions.get(owner)).toEqual(constitution);
      await Promise.all(
        ['1', '2', '3'].map(() =>
          store.constitutions.update(owner, (c) => ({
            ...c!,
            justifications: { ...c!.justifications, [`p${Object.keys(c!.justifications).length}`]: 'x' },
          })),
        ),
      );
      expect(Object.keys((await store.constitutions.get(owner))!.justifications)).toHaveLength(3);

      expect(await store.collections.get(owner)).toEqual({ practiceIds: [], rules: {} });
      await Promise.all(
        ['a', 'b', 'c'].map((id) =>
          store.collections.update(owner, (c) => ({ ...c, practiceIds: [...c.practiceIds, id] })),
        ),
      );
      expect((await store.collections.get(owner)).practiceIds.sort()).toEqual(['a', 'b', 'c']);
    });

    it('changes the governance version token on every bump', async () => {
      const store = getStore();
      const owner = unique('usr');
      expect(await store.governanceVersions.get(owner)).toBeNull();
      const first = await store.governanceVersions.bump(owner);
      const second = await store.governanceVersions.bump(owner);
      expect(second).not.toBe(first);
      expect(await store.governanceVersions.get(owner)).toBe(second);
    });

    it('finds a project by owner and name, case-insensitively, with its settings', async () => {
      const store = getStore();
      const owner = unique('usr');
      const project = makeProject({
        ownerId: owner,
        name: 'Rescue Mission',
        settings: { dependencyLimit: 20 },
      });
      await store.projects.create(project);
      expect(await store.projects.getByOwnerAndName(owner, '  rescue mission ')).toEqual(project);
      expect(await store.projects.getByOwnerAndName(owner, 'other')).toBeNull();
      expect(await store.projects.getByOwnerAndName(unique('usr'), 'Rescue Mission')).toBeNull();
    });
  });
}
