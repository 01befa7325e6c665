import { randomBytes } from 'node:crypto';
import type { Constitution, LedgerEntry, StoredRebellion } from '@charter/core';
import { toCurrentRebellion } from '@charter/core';
import type {
  CollectionRecord,
  CollectionsRepo,
  ConstitutionsRepo,
  GovernanceVersionsRepo,
  LedgerRepo,
  RebellionsRepo,
} from './port';
import type { StoreIo } from './store-io';

// Kept for the repos that import it from here.
export type { StoreIo } from './store-io';

/** Past this many batch keys, a read merges them into one (fewer files and round trips for later reads). */
const COMPACT_AFTER = 32;

/**
 * How many decisions an owner's ledger keeps: the newest; older ones are dropped when the ledger is next
 * compacted, so a busy agent cannot grow one owner's data without bound. Far above what any screen reads.
 */
export const LEDGER_RETENTION = 100_000;

/** Newest first; entries of one batch keep their append order reversed with it. Duplicates (a compaction seen mid-way) drop. */
function toNewestFirst(batches: LedgerEntry[][]): LedgerEntry[] {
  const seen = new Set<string>();
  const entries: LedgerEntry[] = [];
  for (const entry of batches.flat().reverse()) {
    if (seen.has(entry.decision_id)) continue;
    seen.add(entry.decision_id);
    entries.push(entry);
  }
  // Stable: equal times keep append order (newest first).
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}

function createLedgerRepo(io: StoreIo, retention: number): LedgerRepo {
  const prefix = (ownerId: string) => `ledger:${ownerId}:`;
  // Batch keys sort by time: `<15-digit ms>-<random>`; the random part keeps concurrent appends apart.
  const batchKey = (ownerId: string) =>
    `${prefix(ownerId)}${String(io.now()).padStart(15, '0')}-${randomBytes(6).toString('hex')}`;

  async function readAll(ownerId: string): Promise<LedgerEntry[]> {
    if (!io.isSafeId(ownerId)) return [];
    const keys = (await io.keys(prefix(ownerId))).sort();
    const batches = await Promise.all(keys.map(async (key) => (await io.read<LedgerEntry[]>(key)) ?? []));
    const entries = toNewestFirst(batches).slice(0, retention);
    if (keys.length > COMPACT_AFTER) await compact(ownerId, keys, entries);
    return entries;
  }

  /**
   * Merges the batches just read into one key named after the newest of them, then removes exactly those:
   * appends made meanwhile live under other keys and survive. A reader between the write and the removals
   * sees duplicates, which `toNewestFirst` drops by decision id.
   */
  async function compact(ownerId: string, keys: string[], newestFirst: LedgerEntry[]) {
    await io.withLock(`ledger-compact:${ownerId}`, async () => {
      const last = keys[keys.length - 1]!;
      await io.write(`${last}c`, [...newestFirst].reverse());
      await Promise.all(keys.map((key) => io.remove(key)));
    });
  }

  return {
    async append(ownerId, entries) {
      io.assertSafeId(ownerId);
      if (entries.length > 0) await io.write(batchKey(ownerId), entries);
    },
    async list(ownerId, { limit, projectId, where }) {
      const entries = await readAll(ownerId);
      return entries
        .filter((entry) => (!projectId || entry.project_id === projectId) && (!where || where(entry)))
        .slice(0, limit);
    },
    async get(ownerId, decisionId) {
      return (await readAll(ownerId)).find((entry) => entry.decision_id === decisionId) ?? null;
    },
    all: readAll,
  };
}

function createRebellionsRepo(io: StoreIo): RebellionsRepo {
  return {
    async create(rebellion) {
      io.assertSafeId(rebellion.rebellion_id);
      io.assertSafeId(rebellion.ownerId);
      await io.write(`rebellions:${rebellion.rebellion_id}`, rebellion);
      await io.addToIndex(`owners:${rebellion.ownerId}:rebellions`, rebellion.rebellion_id);
      return rebellion;
    },
    async get(id) {
      if (!io.isSafeId(id)) return null;
      const stored = await io.read<StoredRebellionRecord>(`rebellions:${id}`);
      return stored && toCurrentRebellion(stored);
    },
    async listByOwner(ownerId) {
      if (!io.isSafeId(ownerId)) return [];
      const all = await io.listIndexed<StoredRebellionRecord>(`owners:${ownerId}:rebellions`, 'rebellions');
      return all.map((r) => toCurrentRebellion(r)).sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
    async update(id, change) {
      if (!io.isSafeId(id)) return null;
      const key = `rebellions:${id}`;
      return io.withLock(key, async () => {
        const stored = await io.read<StoredRebellionRecord>(key);
        if (!stored) return null;
        const current = toCurrentRebellion(stored);
        const next = change(current);
        await io.write(key, next);
        return next;
      });
    },
  };
}

/** A record written by an earlier version may lack `ceilings` and `uses`: read through `toCurrentRebellion`. */
type StoredRebellionRecord = StoredRebellion & { ownerId: string };

const EMPTY_COLLECTION: CollectionRecord = { practiceIds: [], rules: {} };

export function createGovernanceRepos(
  io: StoreIo,
  { ledgerRetention = LEDGER_RETENTION }: { ledgerRetention?: number } = {},
): {
  ledger: LedgerRepo;
  rebellions: RebellionsRepo;
  constitutions: ConstitutionsRepo;
  collections: CollectionsRepo;
  governanceVersions: GovernanceVersionsRepo;
} {
  return {
    ledger: createLedgerRepo(io, ledgerRetention),
    rebellions: createRebellionsRepo(io),
    constitutions: {
      get: async (ownerId) =>
        io.isSafeId(ownerId) ? io.read<Constitution>(`constitutions:${ownerId}`) : null,
      async put(ownerId, constitution) {
        io.assertSafeId(ownerId);
        await io.write(`constitutions:${ownerId}`, constitution);
        return constitution;
      },
      async update(ownerId, change) {
        io.assertSafeId(ownerId);
        const key = `constitutions:${ownerId}`;
        return io.withLock(key, async () => {
          const next = change(await io.read<Constitution>(key));
          await io.write(key, next);
          return next;
        });
      },
    },
    collections: {
      async get(ownerId) {
        if (!io.isSafeId(ownerId)) return EMPTY_COLLECTION;
        return (await io.read<CollectionRecord>(`collections:${ownerId}`)) ?? EMPTY_COLLECTION;
      },
      async update(ownerId, change) {
        io.assertSafeId(ownerId);
        const key = `collections:${ownerId}`;
        return io.withLock(key, async () => {
          const next = change((await io.read<CollectionRecord>(key)) ?? EMPTY_COLLECTION);
          await io.write(key, next);
          return next;
        });
      },
    },
    governanceVersions: {
      async get(ownerId) {
        if (!io.isSafeId(ownerId)) return null;
        return (await io.read<{ token: string }>(`governance-versions:${ownerId}`))?.token ?? null;
      },
      async bump(ownerId) {
        io.assertSafeId(ownerId);
        const token = `${io.now().toString(36)}-${randomBytes(6).toString('hex')}`;
        await io.write(`governance-versions:${ownerId}`, { token });
        return token;
      },
    },
  };
}
