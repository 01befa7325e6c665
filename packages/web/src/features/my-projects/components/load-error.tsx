import { ApiError } from '@charter/core';
import { LoadError as RetryableLoadError } from '../../../components/ui/query-state';

/**
 * A failed load with its reason and Retry, worded the My Projects way: an expired session said as such,
 * else the sentence followed by the server's (or the raw) message.
 */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  const message =
    error instanceof ApiError && error.status === 401
      ? `Authentication error loading ${what}`
      : `The ${what} could not be loaded. ${error instanceof ApiError ? error.userMessage : error.message}`;
  return <RetryableLoadError message={message} onRetry={onRetry} />;
}
