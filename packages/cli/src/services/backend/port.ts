import type { DecisionInput, Rebellion } from '@charter/core';
import type { ApiKey, api, RouteResponse } from '@charter/core/api';
import type { DecisionOutcome } from '../decide';
import type { RebellionFilter, RebellionRequest, RebellionVerdict } from '../rebellions';

/** A decision to judge, with the project whose settings apply (a server's projects; ignored locally). */
export type DecisionRequest = DecisionInput & { project_name?: string | undefined };

export interface ValidateOptions {
  /** `user:<…>` or `agent:<…>`: the ledger's "who" (locally; a server records the key's owner). */
  actor?: string | undefined;
  /** false: judge without recording (locally; a server always records). */
  record?: boolean | undefined;
}

/** A key just made: the only answer that carries its secret. */
export type CreatedKey = RouteResponse<typeof api.keys.generateCharterKey>['apiKey'];

/**
 * Where the CLI's actions happen: the repository's `.charter/` (constitution and ledger) or a Charter
 * server over its HTTP API. Commands call this port and never ask which one it is; `selectBackend` chooses
 * once, from `--server` or CHARTER_SERVER. Every implementation passes the same contract cases
 * (test/backend-contract.test.ts). Refusals are usage errors with the sentence a person acts on.
 */
export interface Backend {
  /** Which one was chosen, for what commands print about it (never for what they do). */
  readonly where: 'local' | 'server';
  /** Judges a decision against the constitution and its approved exceptions, and records it in the ledger. */
  validate(decision: DecisionRequest, options?: ValidateOptions): Promise<DecisionOutcome>;
  /** Files a rebellion (an exception request) for a decision that was not approved. */
  fileRebellion(request: RebellionRequest): Promise<Rebellion>;
  /** The rebellions, newest first; `asPerson` lists a signed-in person's instead of the agent key's. */
  listRebellions(filter: RebellionFilter, options?: { asPerson?: boolean }): Promise<Rebellion[]>;
  /** Approves or rejects a pending rebellion, as the person at the terminal. */
  decideRebellion(verdict: Omit<RebellionVerdict, 'actor'>): Promise<Rebellion>;
  /** Withdraws an approved exception, as the person at the terminal. */
  revokeRebellion(revocation: { rebellionId: string; reason?: string | undefined }): Promise<Rebellion>;
  /** The person's agent keys (a server's; there are none locally). */
  listKeys(): Promise<ApiKey[]>;
  createKey(name: string): Promise<CreatedKey>;
  revokeKey(keyId: string): Promise<ApiKey>;
}

/** A person's sign-in, asked for only when a server call needs one. */
export type ReadCredentials = () => Promise<{ email: string; password: string }>;
