/** The idempotency part of the Store port (`port.ts` re-exports it); see `http/idempotency.ts`. */

/** The first answer to an idempotent request: what a repeat of its key gets back. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyRecord {
  /** SHA-256 of the request (method, path, query, body): a repeat with another request is refused. */
  fingerprint: string;
  /** `running` while the first request executes; `done` once its answer is kept. */
  state: 'running' | 'done';
  /** Which execution holds a `running` claim: only it may complete or release it. */
  token: string;
  /** Epoch ms. A `running` claim older than this lapsed (its instance died): the next request may run. */
  leaseUntil: number;
  /** Epoch ms after which the record is forgotten (24 h after the answer). */
  expiresAt: number;
  answer?: IdempotentAnswer;
}

export type IdempotencyClaim =
  | { claimed: true }
  /** Someone holds the key: a kept answer (`done`) or a request still running (`running`). */
  | { claimed: false; existing: IdempotencyRecord };

export interface IdempotencyRepo {
  /**
   * Atomically (one lock per key, across instances on redis): if the key has a live record, returns it;
   * otherwise writes a `running` claim with this token and fingerprint, leased for `leaseMs`.
   * `key` is already scoped to the caller (and hashed by the repo).
   */
  claim(
    key: string,
    claim: { fingerprint: string; token: string },
    options: { now: number; leaseMs: number; ttlMs: number },
  ): Promise<IdempotencyClaim>;
  /** Keeps the answer of the claim `token` for `ttlMs`; a no-op when the claim is no longer this token's. */
  complete(
    key: string,
    token: string,
    answer: IdempotentAnswer,
    options: { now: number; ttlMs: number },
  ): Promise<void>;
  /** Forgets the claim `token` (the request failed in a way a retry may fix); a no-op if not its claim. */
  release(key: string, token: string): Promise<void>;
}
