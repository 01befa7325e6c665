import type {
  ApiKey,
  Constitution,
  LedgerEntry,
  Project,
  ProjectSettings,
  Rebellion,
  Rule,
  TechnicalExperience,
} from '@charter/core';

import type { AssistantConversationsRepo } from './assistant-repos';
import type { HistoryEntriesRepo } from './historical-context-port';
import type { IdempotencyRepo } from './idempotency-port';
import type { JournalEntriesRepo } from './journal-repos';
import type { MemoryRepo } from './memory-port';
import type {
  ConversationSessionsRepo,
  PrimerDraftsRepo,
  SmartAnalysesRepo,
  TestCasesRepo,
} from './primer-port';
import type { RescueMissionsRepo } from './rescue-missions-port';
import type { SemiRepo } from './semi-repos';
import type { UserJourneyRepo } from './user-journey-port';

export type { AssistantConversationRecord, AssistantConversationsRepo } from './assistant-repos';
export type * from './historical-context-port';
export type * from './idempotency-port';
export type { JournalEntriesRepo, JournalEntryRecord } from './journal-repos';
export type * from './memory-port';
export type * from './primer-port';
export type * from './rescue-missions-port';
export type { SemiActivityRecord, SemiConnectionRecord, SemiRepo } from './semi-repos';
export type * from './user-journey-port';

/**
 * The Store port: named by what the product needs, not by key-value calls. Implemented once over an
 * unstorage `Storage` (see `create-store.ts`), so every driver (memory, atomic fs, redis) gets the same
 * behaviour, and `describeStoreContract` checks it against each.
 *
 * Records here are server-side shapes: they may hold hashes and owner ids that never leave the server.
 */

export interface UserRecord {
  id: string;
  name: string;
  /** Lower-cased, trimmed. Unique. */
  email: string;
  technicalExperience: TechnicalExperience;
  onboardingCompleted: boolean;
  /** scrypt hash in PHC-like form; never sent to a client. */
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Sessions created before this time are no longer accepted (set by a password change or "sign out
   * everywhere else" to the current session's creation time): it also ends sessions the per-user index
   * does not know, such as those from before the index existed.
   */
  sessionsValidFrom?: string;
  /** Set by an admin: the account cannot sign in, and its sessions and keys stop working. Absent = enabled. */
  disabledAt?: string | null;
  /** When the user last signed in (absent on records from before sign-ins were recorded). */
  lastSignInAt?: string;
}

/** One admin operation as stored (`AdminAuditEntry` of the contract, plus the admin's id). */
export interface AdminAuditRecord {
  id: string;
  at: string;
  adminId: string;
  adminEmail: string;
  action: string;
  targetUserId: string | null;
  targetEmail: string | null;
  count: number;
  note: string;
}

/** The admin audit log: append-only, one key per entry, so concurrent admins (any instance) never collide. */
export interface AdminAuditRepo {
  /** Stores the entry under a fresh id (the record's `id` is ignored) and returns it as stored. */
  append(record: Omit<AdminAuditRecord, 'id'>): Promise<AdminAuditRecord>;
  /** Newest first, at most `limit`. */
  list(options: { limit: number }): Promise<AdminAuditRecord[]>;
}

/** What the operator's instance view reads across every user. */
export interface InstanceRepo {
  /** Every user, newest account first. */
  listUsers(): Promise<UserRecord[]>;
  /**
   * How many records the store holds and their JSON size. Bytes are measured only up to `maxRecords`
   * records (reading every value costs time); past it, `bytes` is null.
   */
  measure(options: { maxRecords: number }): Promise<{ records: number; bytes: number | null }>;
}

export interface AdminRecord {
  id: string;
  email: string;
  role: 'admin';
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

export type SessionKind = 'user' | 'admin';

export interface SessionRecord {
  /** SHA-256 (hex) of the cookie's random token: the store never holds a usable session token. */
  id: string;
  kind: SessionKind;
  /** User id or admin id. */
  subjectId: string;
  createdAt: string;
  expiresAt: string;
}

export interface ProjectRecord extends Project {
  ownerId: string;
  /** The Settings tab's thresholds (dependency limit, API timeout, build budget); absent = none saved. */
  settings?: ProjectSettings | null;
}

export interface RebellionRecord extends Rebellion {
  ownerId: string;
}

/** The user's best-practice collection: installed practice ids and the rule generated per practice. */
export interface CollectionRecord {
  practiceIds: string[];
  rules: Record<string, Rule>;
}

export interface KeyRecord extends ApiKey {
  ownerId: string;
  /** SHA-256 (hex) of the secret. The secret itself is never stored. */
  secretHash: string;
  /** A connected project's own key: its validations use that project's settings. */
  projectId?: string | null;
  /** The secret's first and last characters (`charter_…AbCd1234`), for lists that show a mask. */
  secretHint?: string;
}

export interface UsersRepo {
  get(id: string): Promise<UserRecord | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  /** Creates the user; throws CharterError('EMAIL_TAKEN') when the email is in use, atomically. */
  create(user: UserRecord): Promise<UserRecord>;
  /** Applies a patch; null when the user does not exist. Email is not changeable here. */
  update(id: string, patch: Partial<Omit<UserRecord, 'id' | 'email'>>): Promise<UserRecord | null>;
}

export interface AdminsRepo {
  get(id: string): Promise<AdminRecord | null>;
  findByEmail(email: string): Promise<AdminRecord | null>;
  /** Creates the admin of that email, or updates its password hash. */
  upsert(admin: AdminRecord): Promise<AdminRecord>;
}

/**
 * Sessions, with a per-subject index (`owners:<subjectId>:sessions`) so a person can list and revoke their
 * own. The index may hold stale ids (a crash between writes, an expiry nobody read): lists skip and prune them.
 */
export interface SessionsRepo {
  /** The live session; an expired one is deleted (record and index entry) and answers null. */
  get(id: string): Promise<SessionRecord | null>;
  /** Writes the record, then adds it to its subject's index. */
  create(session: SessionRecord): Promise<SessionRecord>;
  /** Deletes the record and its index entry; an unknown id is a no-op. */
  delete(id: string): Promise<void>;
  /** The subject's live sessions (any kind), newest first; expired and missing ones are pruned. */
  listBySubject(subjectId: string): Promise<SessionRecord[]>;
}

export interface ProjectsRepo {
  get(id: string): Promise<ProjectRecord | null>;
  /** The owner's projects, most recently updated first. */
  listByOwner(ownerId: string): Promise<ProjectRecord[]>;
  create(project: ProjectRecord): Promise<ProjectRecord>;
  update(id: string, patch: Partial<Omit<ProjectRecord, 'id' | 'ownerId'>>): Promise<ProjectRecord | null>;
  /** The owner's project of that name, compared trimmed and case-insensitively; the newest wins a tie. */
  getByOwnerAndName(ownerId: string, name: string): Promise<ProjectRecord | null>;
  /** Every user's projects, most recently updated first (the admin's My Projects). */
  listAll(): Promise<ProjectRecord[]>;
}

export interface KeysRepo {
  get(keyId: string): Promise<KeyRecord | null>;
  findBySecretHash(secretHash: string): Promise<KeyRecord | null>;
  /** The owner's keys, newest first. */
  listByOwner(ownerId: string): Promise<KeyRecord[]>;
  create(key: KeyRecord): Promise<KeyRecord>;
  update(
    keyId: string,
    patch: Partial<Omit<KeyRecord, 'id' | 'keyId' | 'ownerId' | 'secretHash'>>,
  ): Promise<KeyRecord | null>;
  /**
   * Counts `count` uses (1 by default) at `at` (ISO time) in a single atomic step, so concurrent calls are
   * all counted. Batched callers pass the uses they gathered.
   */
  recordUse(keyId: string, at: string, count?: number): Promise<KeyRecord | null>;
  /** Removes the key, its secret-hash pointer and its index entry; false when there was none. */
  delete(keyId: string): Promise<boolean>;
}

/** Sliding-window counters (sign-in and password-change throttling), shared by every instance. */
export interface ThrottleRepo {
  /** Records one event at `now` and returns how many fall inside the window ending at `now`. */
  hit(key: string, windowMs: number, now: number): Promise<number>;
  /** How many events fall inside the window ending at `now`, without recording one. */
  count(key: string, windowMs: number, now: number): Promise<number>;
  /** The oldest event time inside the window, for Retry-After; null when none. */
  oldest(key: string, windowMs: number, now: number): Promise<number | null>;
  reset(key: string): Promise<void>;
}

/**
 * The decision ledger: every validation from any entry point. Each `append` writes its entries under a
 * fresh key of its own, so concurrent appends (from this process or another instance on the same redis)
 * never overwrite each other; reads merge the batches, and compact them once there are many.
 */
export interface LedgerRepo {
  append(ownerId: string, entries: readonly LedgerEntry[]): Promise<void>;
  /** Newest first, at most `limit`, optionally one project's, optionally only entries `where` keeps. */
  list(
    ownerId: string,
    options: { limit: number; projectId?: string; where?: (entry: LedgerEntry) => boolean },
  ): Promise<LedgerEntry[]>;
  get(ownerId: string, decisionId: string): Promise<LedgerEntry | null>;
  /** Every entry of the owner, newest first (metrics read this). */
  all(ownerId: string): Promise<LedgerEntry[]>;
}

export interface RebellionsRepo {
  create(rebellion: RebellionRecord): Promise<RebellionRecord>;
  get(id: string): Promise<RebellionRecord | null>;
  /** The owner's rebellions, newest first. */
  listByOwner(ownerId: string): Promise<RebellionRecord[]>;
  /**
   * Read-modify-write under a lock: `change` sees the current record and returns the next one (or throws
   * a CharterError to refuse, e.g. deciding twice). Null when the rebellion does not exist.
   */
  update(id: string, change: (current: RebellionRecord) => RebellionRecord): Promise<RebellionRecord | null>;
}

/** The user's constitution: the default rules plus those generated from best practices. */
export interface ConstitutionsRepo {
  get(ownerId: string): Promise<Constitution | null>;
  put(ownerId: string, constitution: Constitution): Promise<Constitution>;
  /** Read-modify-write under a lock (null: none stored yet), so concurrent rule generations all land. */
  update(ownerId: string, change: (current: Constitution | null) => Constitution): Promise<Constitution>;
}

export interface CollectionsRepo {
  /** The owner's collection; an empty one when nothing was installed yet. */
  get(ownerId: string): Promise<CollectionRecord>;
  /** Read-modify-write under a lock. */
  update(ownerId: string, change: (current: CollectionRecord) => CollectionRecord): Promise<CollectionRecord>;
}

/**
 * A per-owner token that changes whenever anything a governance cache holds changes (keys, rebellion
 * decisions, rules, project settings). Caches of other instances compare it to notice the change. It is
 * a random token, not a counter: two racing bumps still leave a value no cache has seen.
 */
export interface GovernanceVersionsRepo {
  get(ownerId: string): Promise<string | null>;
  bump(ownerId: string): Promise<string>;
}

export interface Store {
  readonly driver: string;
  users: UsersRepo;
  admins: AdminsRepo;
  sessions: SessionsRepo;
  projects: ProjectsRepo;
  keys: KeysRepo;
  throttle: ThrottleRepo;
  ledger: LedgerRepo;
  rebellions: RebellionsRepo;
  constitutions: ConstitutionsRepo;
  collections: CollectionsRepo;
  governanceVersions: GovernanceVersionsRepo;
  primerDrafts: PrimerDraftsRepo;
  testCases: TestCasesRepo;
  conversationSessions: ConversationSessionsRepo;
  smartAnalyses: SmartAnalysesRepo;
  memory: MemoryRepo;
  userJourney: UserJourneyRepo;
  rescueMissions: RescueMissionsRepo;
  historyEntries: HistoryEntriesRepo;
  journalEntries: JournalEntriesRepo;
  semi: SemiRepo;
  assistantConversations: AssistantConversationsRepo;
  /** First answers of `Idempotency-Key` requests, shared by every instance (`http/idempotency.ts`). */
  idempotency: IdempotencyRepo;
  /** The admin audit log (`admin-audit-repos.ts`). */
  adminAudit: AdminAuditRepo;
  /** Reads across every user for the operator's views (`admin-audit-repos.ts`). */
  instance: InstanceRepo;
  /** Flushes and releases the store (the fs lockfile, redis connections). Idempotent. */
  close(): Promise<void>;
}
