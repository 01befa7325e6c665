import { open, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { UsageError } from '../exit-codes';

/** A lock older than this belongs to a process that died holding it. */
const STALE_MS = 10_000;
const WAIT_MS = 15;
const GIVE_UP_MS = 5_000;

/**
 * Runs `work` while holding `<path>` as an exclusive lock file (created with O_EXCL), so several
 * processes — agent hooks run in parallel — never interleave read-modify-write cycles of one file.
 */
export async function withFileLock<T>(path: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(path).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_MS) {
        await rm(path, { force: true });
        continue;
      }
      if (Date.now() - started > GIVE_UP_MS) {
        throw new UsageError(
          `${path} has been locked for more than ${GIVE_UP_MS / 1000} s.`,
          'Another charter process is writing the ledger; if none is running, delete the lock file.',
        );
      }
      await sleep(WAIT_MS);
    }
  }
  try {
    return await work();
  } finally {
    await rm(path, { force: true });
  }
}
