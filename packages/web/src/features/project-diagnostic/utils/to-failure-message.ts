import { ApiError } from '@charter/core';

/**
 * 'Analysis failed: {reason}'. The reason is the server's own sentence when it sent one (an
 * empty URL, a Replit URL, a clone that timed out), else what went wrong on the way.
 */
export function toFailureMessage(error: unknown): string {
  return `Analysis failed: ${toFailureReason(error)}`;
}

function toFailureReason(error: unknown): string {
  if (error instanceof ApiError) {
    return error.body?.error ?? `the server answered ${error.status}. Please try again.`;
  }
  // The answer did not match the contract (the invalid response format error).
  if (error instanceof Error && error.name === 'ZodError') {
    return 'invalid response format: the server’s answer is not an analysis.';
  }
  return 'the server could not be reached. Check your connection and try again.';
}
