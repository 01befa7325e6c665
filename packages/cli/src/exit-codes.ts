/** `charter check` exit codes (issue 5): 0 clean, 1 findings at or above --fail-on, 2 usage or internal error. */
export const EXIT = { ok: 0, findings: 1, usage: 2 } as const;

/** A mistake of the caller (bad flag, missing path, unreadable constitution): exit 2 with this sentence. */
export class UsageError extends Error {
  override name = 'UsageError';
}
