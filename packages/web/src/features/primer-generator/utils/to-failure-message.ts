import { toUserMessage } from '../../../lib/errors';

/**
 * What failed, then why: "The primer could not be generated. The store is not answering." The server's own
 * sentence says why; without one, the request most likely never got an answer.
 */
export function toFailureMessage(what: string, error: unknown, next = ''): string {
  const reason = toUserMessage(error, 'The server did not answer.');
  return [what, reason, next].filter(Boolean).join(' ');
}
