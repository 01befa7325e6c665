import type { Constitution } from '@charter/core';
import { toServerTarget } from '../server-target';
import type { Backend, ReadCredentials } from './port';

export interface SelectBackendOptions {
  /** The environment: CHARTER_SERVER and CHARTER_API_KEY. */
  env: Readonly<Record<string, string | undefined>> | undefined;
  /** `--server <url>`; CHARTER_SERVER otherwise; with neither, the work is local. */
  server?: string | undefined;
  /** The directory whose `.charter/` a local backend works in. */
  root: string;
  /** Local: who acts when a call names no one (the person at the terminal by default). */
  actor?: (() => Promise<string>) | undefined;
  /** Local: judge by this constitution instead of the repository's. */
  constitution?: Constitution | undefined;
  /** Server: a person's sign-in, asked for only by the calls an agent key may not make. */
  credentials?: ReadCredentials | undefined;
}

/**
 * The one place that chooses where actions happen: a Charter server when `--server` or CHARTER_SERVER names
 * one, else the repository's `.charter/`. Each implementation loads only when chosen, so a local run (every
 * agent hook) never loads the HTTP client, and a server run never opens the ledger.
 */
export async function selectBackend(options: SelectBackendOptions): Promise<Backend> {
  const target = toServerTarget(options.env, options.server);
  if (target) {
    const { createServerBackend } = await import('./server');
    return createServerBackend({ target, credentials: options.credentials });
  }
  const { createLocalBackend } = await import('./local');
  return createLocalBackend({ root: options.root, actor: options.actor, constitution: options.constitution });
}
