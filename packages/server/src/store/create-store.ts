import { CharterError } from '@charter/core/errors';
import type { Storage } from 'unstorage';
import { createAdminAuditRepo, createInstanceRepo } from './admin-audit-repos';
import { createAdminsRepo } from './admin-repos';
import { createAssistantConversationsRepo } from './assistant-repos';
import { createGovernanceRepos } from './governance-repos';
import { createHistoryEntriesRepo } from './historical-context-repos';
import { createIdempotencyRepo } from './idempotency-repo';
import { createJournalEntriesRepo } from './journal-repos';
import { createKeysRepo } from './key-repos';
import { createKeyedMutex } from './keyed-mutex';
import { createMemoryRepo } from './memory-repos';
import type { Store } from './port';
import { createPrimerRepos } from './primer-repos';
import { createProjectsRepo } from './project-repos';
import { createRecordIo } from './record-io';
import { createRescueMissionsRepo } from './rescue-missions-repos';
import { createSemiRepo } from './semi-repos';
import { createSessionsRepo } from './session-repos';
import { createThrottleRepo } from './throttle-repo';
import { createUserJourneyRepo } from './user-journey-repos';
import { createUsersRepo } from './user-repos';

export interface CreateStoreOptions {
  driver: string;
  /** Runs once on close, after the storage is disposed (e.g. releasing the fs lockfile). */
  onClose?: () => Promise<void> | void;
  /** Throws when the store may no longer be used (the fs data-dir lock was taken by another process). */
  assertHeld?: () => void;
  now?: () => number;
  /** Decisions kept per owner (the newest); LEDGER_RETENTION by default. */
  ledgerRetention?: number;
  /** Memory sessions kept per owner (the newest, with their events); MEMORY_SESSION_RETENTION by default. */
  memorySessionRetention?: number;
  /** Serialises read-modify-write per key; an in-process mutex by default, redis's lease across instances. */
  withLock?: <T>(key: string, fn: () => Promise<T>) => Promise<T>;
}

/**
 * Implements the Store port over any unstorage `Storage`. Key layout:
 * `users:<id>`, `users-by-email:<sha256>`, `admins:<id>`, `admins-by-email:<sha256>`, `sessions:<id>`,
 * `projects:<id>`, `keys:<keyId>`, `keys-by-hash:<sha256>`, `owners:<ownerId>:<projects|keys|rebellions|sessions>`,
 * `throttle:<sha256>` (one file per repo: `user-repos.ts`, `admin-repos.ts`, `session-repos.ts`,
 * `project-repos.ts`, `key-repos.ts`, on the guarded helpers of `record-io.ts`); governance (`governance-repos.ts`): `ledger:<ownerId>:<time>-<random>` batches,
 * `rebellions:<id>`, `constitutions:<ownerId>`, `collections:<ownerId>`, `governance-versions:<ownerId>`;
 * primer (`primer-repos.ts`): `primer-drafts:<ownerId>`, `test-cases:<ownerId>`,
 * `conversation-sessions:<ownerId>:<sessionId>`, `smart-analysis:<ownerId>`; `idempotency:<sha256>`
 * (`idempotency-repo.ts`); memory (`memory-repos.ts`): sessions, the open-session pointer,
 * event batches, decisions, validations. The `*-by-*` keys hold `{ id }` pointers, `owners:*` arrays of ids, `throttle:*`
 * arrays of event times; every value is JSON.
 *
 * Read-modify-write runs under `withLock`: an in-process keyed mutex for memory and fs (the fs lockfile
 * allows one process), a redis lease for redis (`redis-lock.ts`), so email uniqueness and index appends
 * hold across every server sharing the store.
 */
export function createStore(storage: Storage, options: CreateStoreOptions): Store {
  const withLock = options.withLock ?? createKeyedMutex();
  const now = options.now ?? Date.now;
  let closed = false;

  // After close the fs lock is released: a late write could race the next process, so refuse it.
  const assertOpen = () => {
    if (closed) throw new CharterError('UNAVAILABLE', 'The store is closed.');
    options.assertHeld?.();
  };
  const io = createRecordIo(storage, { withLock, now, assertOpen });
  const { guard } = io;
  const throttle = createThrottleRepo(io);

  return {
    driver: options.driver,
    users: createUsersRepo(io),
    admins: createAdminsRepo(io),
    sessions: createSessionsRepo(io),
    projects: createProjectsRepo(io),
    keys: createKeysRepo(io),
    throttle,
    ...createGovernanceRepos(io, { ledgerRetention: options.ledgerRetention }),
    ...createPrimerRepos(io),
    memory: createMemoryRepo(io, { sessionRetention: options.memorySessionRetention }),
    userJourney: createUserJourneyRepo(io),
    rescueMissions: createRescueMissionsRepo(io),
    historyEntries: createHistoryEntriesRepo(io),
    journalEntries: createJournalEntriesRepo(io),
    semi: createSemiRepo(io),
    assistantConversations: createAssistantConversationsRepo(io),
    // With a TTL: redis drops a record by itself; memory and fs ignore it and sweep instead.
    idempotency: createIdempotencyRepo(
      io,
      (key, value, ttl) => guard(() => storage.setItem(key, value as never, { ttl })),
      { sweeps: options.driver !== 'redis' },
    ),
    adminAudit: createAdminAuditRepo(io),
    instance: createInstanceRepo(io),
    async close() {
      if (closed) return;
      closed = true;
      await storage.dispose();
      await options.onClose?.();
    },
  };
}
