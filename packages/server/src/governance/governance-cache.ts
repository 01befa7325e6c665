import type { Constitution, ExceptionGrant } from '@charter/core';
import { applyProjectSettings, createDefaultConstitution, toExceptionGrants } from '@charter/core';
import type { KeyRecord, ProjectRecord, Store, UserRecord } from '../store/port';

/** What one owner's validations need, loaded once and kept until something it holds changes. */
export interface OwnerGovernance {
  /** The owner's constitution: defaults plus rules generated from best practices. */
  constitution: Constitution;
  /** Approved rebellions as grants; the evaluator skips expired ones by its clock. */
  grants: ExceptionGrant[];
}

interface OwnerEntry extends OwnerGovernance {
  version: string | null;
  /** By lower-cased project name: the project (null = none of that name) and its effective constitution. */
  projects: Map<string, { project: ProjectRecord | null; constitution: Constitution }>;
}

interface KeyEntry {
  key: KeyRecord;
  owner: UserRecord;
  version: string | null;
  /** Uses counted since the entry was loaded (the stored count catches up in batches). */
  uses: number;
}

/** Bounds memory: past this many keys or owners, the oldest entry goes (it is simply read again). */
const MAX_ENTRIES = 10_000;

function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

export interface GovernanceCache {
  /** The active key of that secret hash and its owner, or null (unknown or deactivated: never cached). */
  getKey(secretHash: string): Promise<{ key: KeyRecord; owner: UserRecord } | null>;
  getOwner(ownerId: string): Promise<OwnerGovernance>;
  /** The owner's project of that name (null when none) and the constitution its settings make. */
  getProject(
    ownerId: string,
    name: string,
  ): Promise<{ project: ProjectRecord | null; constitution: Constitution }>;
  /**
   * Drops this process's entries of the owner at once and bumps the owner's token in the store, so other
   * instances drop theirs on their next call. Called on key deactivation, rebellion decisions, rule
   * generation and project changes.
   */
  invalidate(ownerId: string): Promise<void>;
}

/**
 * The hot path's cache. With one process (memory, fs — the fs lockfile admits one), local invalidation is
 * complete and a cached call reads nothing. With a shared store (redis) every call reads the owner's
 * version token — one GET — and reloads when another instance changed something: a key deactivated on
 * any instance is refused at once on all of them.
 */
export function createGovernanceCache(store: Store, options: { shared: boolean }): GovernanceCache {
  const keys = new Map<string, KeyEntry>();
  const owners = new Map<string, OwnerEntry>();
  const currentVersion = (ownerId: string) =>
    options.shared ? store.governanceVersions.get(ownerId) : Promise.resolve(null);

  // Bumped by every local invalidation: a load that started before one must not store what it read.
  const generations = new Map<string, number>();
  const generationOf = (ownerId: string) => generations.get(ownerId) ?? 0;

  // The same for key loads, which learn the owner only after reading the key.
  let epoch = 0;

  function dropOwner(ownerId: string) {
    epoch++;
    generations.set(ownerId, generationOf(ownerId) + 1);
    owners.delete(ownerId);
    for (const [hash, entry] of keys) if (entry.owner.id === ownerId) keys.delete(hash);
  }

  /** A cached entry whose owner token moved is stale: drop everything of that owner. */
  async function isFresh(ownerId: string, version: string | null) {
    if (!options.shared) return true;
    if ((await currentVersion(ownerId)) === version) return true;
    dropOwner(ownerId);
    return false;
  }

  async function loadOwner(ownerId: string): Promise<OwnerEntry> {
    // The token is read before the data: a change landing in between leaves an entry with an old token,
    // which the next call sees as stale, never a new token over old data.
    const generation = generationOf(ownerId);
    const version = await currentVersion(ownerId);
    const [constitution, rebellions] = await Promise.all([
      store.constitutions.get(ownerId),
      store.rebellions.listByOwner(ownerId),
    ]);
    const grants = toExceptionGrants(rebellions);
    const entry: OwnerEntry = {
      version,
      constitution: constitution ?? createDefaultConstitution('standard'),
      grants,
      projects: new Map(),
    };
    if (generationOf(ownerId) === generation) remember(owners, ownerId, entry);
    return entry;
  }

  async function getOwnerEntry(ownerId: string): Promise<OwnerEntry> {
    const cached = owners.get(ownerId);
    if (cached && (await isFresh(ownerId, cached.version))) return cached;
    return loadOwner(ownerId);
  }

  return {
    async getKey(secretHash) {
      const cached = keys.get(secretHash);
      if (cached && (await isFresh(cached.owner.id, cached.version))) {
        cached.uses++;
        return {
          key: { ...cached.key, usageCount: cached.key.usageCount + cached.uses },
          owner: cached.owner,
        };
      }
      const startedAt = epoch;
      const found = await store.keys.findBySecretHash(secretHash);
      if (!found?.isActive || found.secretHash !== secretHash) return null;
      const version = await currentVersion(found.ownerId);
      // Shared store: read the key again after the token, so a deactivation racing this load is either in
      // what we cache or announced by a token newer than the one we keep.
      const key = options.shared ? await store.keys.get(found.keyId) : found;
      const owner = await store.users.get(found.ownerId);
      // A disabled account's keys stop working (disabling invalidates this cache, on every instance).
      if (!key?.isActive || !owner || owner.disabledAt) return null;
      if (epoch === startedAt) remember(keys, secretHash, { key, owner, version, uses: 1 });
      return { key: { ...key, usageCount: key.usageCount + 1 }, owner };
    },
    getOwner: getOwnerEntry,
    async getProject(ownerId, name) {
      const entry = await getOwnerEntry(ownerId);
      const wanted = name.trim().toLowerCase();
      const cached = entry.projects.get(wanted);
      if (cached) return cached;
      const project = await store.projects.getByOwnerAndName(ownerId, wanted);
      const resolved = {
        project,
        constitution: project?.settings
          ? applyProjectSettings(entry.constitution, project.settings)
          : entry.constitution,
      };
      if (entry.projects.size < 1000) entry.projects.set(wanted, resolved);
      return resolved;
    },
    async invalidate(ownerId) {
      dropOwner(ownerId);
      await store.governanceVersions.bump(ownerId);
    },
  };
}
