import type { ApiKey, Project, TechnicalExperience } from '@charter/core';

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
}

export interface KeyRecord extends ApiKey {
  ownerId: string;
  /** SHA-256 (hex) of the secret. The secret itself is never stored. */
  secretHash: string;
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

export interface SessionsRepo {
  get(id: string): Promise<SessionRecord | null>;
  create(session: SessionRecord): Promise<SessionRecord>;
  delete(id: string): Promise<void>;
}

export interface ProjectsRepo {
  get(id: string): Promise<ProjectRecord | null>;
  /** The owner's projects, most recently updated first. */
  listByOwner(ownerId: string): Promise<ProjectRecord[]>;
  create(project: ProjectRecord): Promise<ProjectRecord>;
  update(id: string, patch: Partial<Omit<ProjectRecord, 'id' | 'ownerId'>>): Promise<ProjectRecord | null>;
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
  /** Counts one use at `at` (ISO time) in a single atomic step, so concurrent calls are all counted. */
  recordUse(keyId: string, at: string): Promise<KeyRecord | null>;
}

/** Sliding-window counters (login throttling and later rate limits), shared by every instance. */
export interface ThrottleRepo {
  /** Records one event at `now` and returns how many fall inside the window ending at `now`. */
  hit(key: string, windowMs: number, now: number): Promise<number>;
  /** How many events fall inside the window ending at `now`, without recording one. */
  count(key: string, windowMs: number, now: number): Promise<number>;
  /** The oldest event time inside the window, for Retry-After; null when none. */
  oldest(key: string, windowMs: number, now: number): Promise<number | null>;
  reset(key: string): Promise<void>;
}

export interface Store {
  readonly driver: string;
  users: UsersRepo;
  admins: AdminsRepo;
  sessions: SessionsRepo;
  projects: ProjectsRepo;
  keys: KeysRepo;
  throttle: ThrottleRepo;
  /** Flushes and releases the store (the fs lockfile, redis connections). Idempotent. */
  close(): Promise<void>;
}
