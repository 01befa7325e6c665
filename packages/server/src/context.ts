import type { Env } from './env';
import type { GovernanceRuntime } from './governance/runtime';
import type { LlmProvider } from './llm/provider';
import type { Logger } from './logger';
import type { PasswordHasher } from './services/passwords';
import type { SecretBox } from './services/secret-box';
import type { Store } from './store/port';

/** What every route and service of one app instance shares. Built once by `createApp`. */
export interface AppContext {
  store: Store;
  env: Env;
  logger: Logger;
  passwords: PasswordHasher;
  now: () => Date;
  /** Key and constitution cache, group-committed ledger writes. */
  governance: GovernanceRuntime;
  /** The optional language model (`CHARTER_LLM_*`); undefined when not configured. */
  llm: LlmProvider | undefined;
  /** Seals secrets the store keeps for later use (a Semi's remote key). */
  secrets: SecretBox;
}
