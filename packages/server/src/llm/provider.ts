import { CharterError } from '@charter/core';

/**
 * The optional language model (DESIGN.md "No LLM is needed"): something that turns a list of chat
 * messages into one reply. Charter works without it; when one is configured it may word the replies
 * of the form chat and the interviewer, grounded with what the deterministic engines extracted.
 */

export type LlmRole = 'system' | 'user' | 'assistant';

export interface LlmMessage {
  role: LlmRole;
  content: string;
}

export interface LlmProvider {
  /**
   * The model's reply to `messages`, trimmed and non-blank. Rejects with an `LlmFailure` (a CharterError
   * `UNAVAILABLE` whose `details.reason` says why) on timeout, transport error, HTTP error or an answer of
   * the wrong shape, and when `signal` aborts.
   */
  complete(messages: readonly LlmMessage[], options: { signal?: AbortSignal | undefined }): Promise<string>;
}

/** Why a completion failed; the reply's note and the log line are chosen from it. */
export type LlmFailureReason = 'timeout' | 'network' | 'http' | 'invalid' | 'aborted';

export interface LlmFailureDetails {
  reason: LlmFailureReason;
  /** The HTTP status of the last attempt, for `http`. */
  status?: number;
  attempts: number;
}

/**
 * A failed completion. Its message never contains the API key, the request or the model's text: it may be
 * logged as is.
 */
export function createLlmFailure(message: string, details: LlmFailureDetails): CharterError {
  return new CharterError('UNAVAILABLE', message, { details });
}

/** True for an error made by `createLlmFailure`, whose message is safe to log. */
export function isLlmFailure(error: unknown): error is CharterError & { details: LlmFailureDetails } {
  return error instanceof CharterError && isFailureDetails(error.details);
}

/** The failure details of an error thrown by a provider; unknown errors count as `network`. */
export function toLlmFailureDetails(error: unknown): LlmFailureDetails {
  return isLlmFailure(error) ? error.details : { reason: 'network', attempts: 1 };
}

function isFailureDetails(value: unknown): value is LlmFailureDetails {
  return typeof value === 'object' && value !== null && 'reason' in value && 'attempts' in value;
}
