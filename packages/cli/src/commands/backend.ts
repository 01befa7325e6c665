import type { CliIo } from '../io';
import type { Backend } from '../services/backend/port';
import { selectBackend } from '../services/backend/select';
import { readCredentials } from '../services/credentials';
import { findRepoRoot } from '../services/repo-root';

/**
 * The Backend a command's run works with: `.charter/` of the repository around the working directory, or the
 * server of `--server` / CHARTER_SERVER, where a person's calls sign in as `--email` (CHARTER_EMAIL) with
 * CHARTER_PASSWORD or a prompt.
 */
export function toCommandBackend(io: CliIo, options: { server?: string; email?: string }): Promise<Backend> {
  return selectBackend({
    env: io.env,
    server: options.server,
    root: findRepoRoot(io.cwd),
    credentials: () => readCredentials(io, options.email),
  });
}
