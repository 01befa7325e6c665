/**
 * The one error model of Charter. Core and the server throw `CharterError`; each edge (HTTP, CLI, web)
 * maps it once: the server to a status and the JSON body `{ error, code, details? }`.
 */

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'INVALID_API_KEY',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface CharterErrorOptions {
  details?: unknown;
  cause?: unknown;
  /** Seconds after which a throttled call may be retried (sent as `Retry-After`). */
  retryAfterSeconds?: number;
}

export class CharterError extends Error {
  override readonly name = 'CharterError';
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: CharterErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** True for a CharterError, including one from another copy of this module. */
export function isCharterError(value: unknown): value is CharterError {
  return (
    value instanceof CharterError ||
    (value instanceof Error &&
      value.name === 'CharterError' &&
      typeof (value as CharterError).code === 'string')
  );
}

/** Turns zod issues into the `{ path, message }` list sent to clients. */
export function toFieldIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
