import { withFileLock } from '@charter/scanner/file-lock';
import { UsageError } from '../exit-codes';

/**
 * Runs `work` holding the lock of one `.charter/` file, so several processes — agent hooks run in
 * parallel — never interleave read-modify-write cycles of it. `work` calls `assertHeld()` right before it
 * writes: a job whose lock was taken from it (its refreshes stopped past the stale time) writes nothing.
 */
export function withCharterLock<T>(
  file: string,
  work: (lock: { assertHeld(): void }) => Promise<T>,
): Promise<T> {
  return withFileLock(file, work, {
    busyMessage: (pid) => `${file} has been locked for more than 5 s${pid ? ` by process ${pid}` : ''}.`,
  }).catch((error: unknown) => {
    // Still held after the wait (the error names the lock), as opposed to a lock taken from us.
    const details = (error as { details?: { lockPath?: string } } | null)?.details;
    if (error instanceof Error && error.name === 'CharterError' && details?.lockPath) {
      throw new UsageError(
        error.message,
        'Another charter process is writing it; a lock whose process has died is taken over by itself.',
      );
    }
    throw error;
  });
}
