import { toPlatformProjectType } from './extract-elements';
import { detectFrustration } from './frustration';

/**
 * When the conversation call fails the client still answers, locally, with one of three
 * replies: a frustration reply, a project-type question, or a generic question. No network, no state.
 */

export const CANNED_FRUSTRATION_REPLY =
  'I understand this is frustrating. Let’s keep it simple: tell me in one sentence what you want to build, or press Generate and I’ll work with what we have.';
export const CANNED_PROJECT_TYPE_QUESTION =
  'What kind of project is this: a web app, a mobile app, an API, or something else?';
export const CANNED_GENERIC_QUESTION =
  'Tell me more: who will use it, and what is the one thing it must do well?';

/**
 * The local reply when the server cannot answer: frustration first, then the project type if the message
 * does not name one, else a generic follow-up.
 * @example toLocalCannedReply('ugh!!') === CANNED_FRUSTRATION_REPLY // true
 */
export function toLocalCannedReply(message: string): string {
  if (detectFrustration(message)) return CANNED_FRUSTRATION_REPLY;
  if (toPlatformProjectType(message) === '') return CANNED_PROJECT_TYPE_QUESTION;
  return CANNED_GENERIC_QUESTION;
}
