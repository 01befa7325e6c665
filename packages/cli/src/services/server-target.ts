import type { ServerTarget } from './server-client';

/**
 * The server a command or hook talks to: `--server`, else CHARTER_SERVER, with the agent key from
 * CHARTER_API_KEY; `undefined` means decide locally. Its own module (types only) so the hook, which runs
 * before every tool call, reads it without loading the HTTP client.
 */
export function toServerTarget(
  env: Readonly<Record<string, string | undefined>> | undefined,
  server: string | undefined,
): ServerTarget | undefined {
  const url = server ?? env?.CHARTER_SERVER;
  return url ? { url, apiKey: env?.CHARTER_API_KEY } : undefined;
}
