import type { ErrorBody, ErrorCode } from '@charter/core';
import { CharterError, isCharterError } from '@charter/core';
import { HTTPError } from 'h3';
import type { Logger } from './logger';

/** The one status for each error code. `satisfies` makes a new code in core a type error here until mapped. */
const STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_API_KEY: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export function statusFor(code: ErrorCode): number {
  return STATUS[code];
}

/** Errors h3 itself raises (no route, bad URL, body limits) carry only a status: give them a code and a sentence. */
function fromHttpStatus(error: HTTPError, method: string, path: string): CharterError | null {
  switch (error.status) {
    case 400:
      return new CharterError('BAD_REQUEST', 'The request is malformed.');
    case 404:
      return new CharterError('NOT_FOUND', `No API route matches ${method} ${path}.`);
    case 405:
      return new CharterError('NOT_FOUND', `${method} is not supported on ${path}.`);
    case 413:
      return new CharterError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 415:
      return new CharterError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
    default:
      return null;
  }
}

/**
 * Finds the CharterError behind whatever reached the error hook: h3 wraps a thrown non-HTTPError as the
 * `cause` of an "unhandled" HTTPError.
 */
export function toCharterError(error: unknown, method: string, path: string): CharterError | null {
  if (isCharterError(error)) return error;
  if (HTTPError.isError(error)) {
    if (isCharterError(error.cause)) return error.cause;
    if (!error.unhandled && error.status < 500) return fromHttpStatus(error, method, path);
  }
  return null;
}

/** The JSON body of a CharterError answer (also what an idempotent replay of that answer sends). */
export function toErrorBody(failure: CharterError): ErrorBody {
  const body: ErrorBody = { error: failure.message, code: failure.code };
  if (failure.details !== undefined && failure.code !== 'INTERNAL') body.details = failure.details;
  return body;
}

/**
 * The one place an error becomes an HTTP answer `{ error, code, details? }`. Anything that is not a
 * CharterError is a bug: it is logged (method, path and stack only: never bodies, cookies or
 * Authorization) and answered as a 500 without internals.
 */
export function toErrorResponse(error: unknown, request: Request, logger: Logger): Response {
  const path = new URL(request.url).pathname;
  const known = toCharterError(error, request.method, path);
  const failure =
    known ?? new CharterError('INTERNAL', 'Something went wrong on our side. Please try again.');
  if (!known) {
    const original = HTTPError.isError(error) && error.cause instanceof Error ? error.cause : error;
    logger.error(`${request.method} ${path} failed`, original);
  } else if (failure.code === 'INTERNAL' || failure.code === 'UNAVAILABLE') {
    logger.error(`${request.method} ${path}: ${failure.message}`, failure.cause);
  }
  const body = toErrorBody(failure);
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  if (failure.code === 'RATE_LIMITED' || failure.retryAfterSeconds !== undefined) {
    headers.set('retry-after', String(Math.max(1, Math.ceil(failure.retryAfterSeconds ?? 60))));
  }
  return new Response(JSON.stringify(body), { status: statusFor(failure.code), headers });
}
