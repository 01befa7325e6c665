import { execFile } from 'node:child_process';
import { userInfo } from 'node:os';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * Who is at the terminal, for the ledger's "who": `user:<git user.email>` in a repository with one set,
 * else `user:<login name>`.
 */
export async function getLocalActor(root: string): Promise<string> {
  try {
    const { stdout } = await exec('git', ['config', 'user.email'], { cwd: root, timeout: 2_000 });
    if (stdout.trim() !== '') return `user:${stdout.trim()}`;
  } catch {
    // Not a repository, or no email configured: the login name says enough.
  }
  try {
    return `user:${userInfo().username}`;
  } catch {
    return 'user:unknown';
  }
}
