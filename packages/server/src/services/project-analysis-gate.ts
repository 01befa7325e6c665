import { CharterError } from '@charter/core';

/**
 * Admission for project analyses: at most `total` at once in this process and one per user. A clone and
 * a scan take seconds of CPU, disk and network, so an extra request is refused at once (429 with
 * Retry-After) rather than queued behind a minute-long clone. The bound is per server process: it protects
 * that process's machine, which is what the work consumes.
 */
export function createAnalysisGate(options: { total: number; perUser: number; retryAfterSeconds: number }) {
  const running = new Map<string, number>();
  let active = 0;

  return {
    /** Admits one analysis for `userId` and answers its release, or throws RATE_LIMITED. */
    enter(userId: string): () => void {
      const mine = running.get(userId) ?? 0;
      if (mine >= options.perUser) {
        throw new CharterError(
          'RATE_LIMITED',
          'You already have a project analysis running. Wait for it to finish, then try again.',
          { retryAfterSeconds: options.retryAfterSeconds },
        );
      }
      if (active >= options.total) {
        throw new CharterError(
          'RATE_LIMITED',
          `The server is already running ${options.total} project analyses. Try again in a few seconds.`,
          { retryAfterSeconds: options.retryAfterSeconds },
        );
      }
      active += 1;
      running.set(userId, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        active -= 1;
        const left = (running.get(userId) ?? 1) - 1;
        if (left <= 0) running.delete(userId);
        else running.set(userId, left);
      };
    },
  };
}

export type AnalysisGate = ReturnType<typeof createAnalysisGate>;
