import { ApiError } from '@charter/core';

/**
 * The sentence to show a person for a failed call: the server's `error` text when it sent one, else the
 * screen's own fallback (e.g. 'Login failed'), never a raw status line.
 */
export function toUserMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.error ?? fallback;
  return fallback;
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
