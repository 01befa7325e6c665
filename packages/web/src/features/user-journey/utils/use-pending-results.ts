import { ApiError } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { invalidateJourney } from '../api/active-test';
import { submitResult } from '../api/results';
import type { PendingResult } from './pending-results';
import { readPendingResults, writePendingResults } from './pending-results';

/** A failure worth trying again later: no answer, the server's own trouble, or throttling. */
export function isRetryableFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}

/**
 * Results kept locally after a failed submit, sent again when the screen opens, when the browser is back
 * online, and on demand. A result the server refuses as invalid (4xx) is dropped: resending cannot help.
 */
export function usePendingResults(userId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingResult[]>(() => (userId ? readPendingResults(userId) : []));
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  const keep = useCallback(
    (result: PendingResult) => {
      const next = [...readPendingResults(userId).filter((r) => r.localId !== result.localId), result];
      writePendingResults(userId, next);
      setPending(next);
    },
    [userId],
  );

  const flush = useCallback(async () => {
    if (!userId || sendingRef.current) return;
    const queued = readPendingResults(userId);
    if (queued.length === 0) return;
    sendingRef.current = true;
    setSending(true);
    const left: PendingResult[] = [];
    let sent = 0;
    for (const result of queued) {
      try {
        await submitResult(result, { idempotencyKey: result.localId });
        sent += 1;
      } catch (error) {
        if (isRetryableFailure(error) || (error instanceof ApiError && error.status === 401))
          left.push(result);
      }
    }
    writePendingResults(userId, left);
    setPending(left);
    sendingRef.current = false;
    setSending(false);
    if (sent > 0) await invalidateJourney(queryClient);
  }, [userId, queryClient]);

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  return { pending, sending, keep, flush };
}
