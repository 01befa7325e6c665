/**
 * The assistant's paths and the publishable key's shape without zod, so the `<charter-chat>` widget can
 * import them and stay small. `assistant.ts` builds the contract from these same constants.
 */
export const ASSISTANT_PATHS = {
  messages: '/api/assistant/messages',
  conversations: '/api/assistant/conversations',
  conversation: '/api/assistant/conversations/:conversationId',
  suggestions: '/api/assistant/suggestions',
  widgetCheck: '/api/assistant/widget-check',
} as const;

/** Publishable widget keys start with this: origin-bound, assistant only, safe to put in a page. */
export const PUBLISHABLE_KEY_PREFIX = 'charter_pk_';

/** Machine codes the widget turns into a sentence for the visitor. */
export const ORIGIN_NOT_ALLOWED_HINT = 'This site is not allowed to use this Charter widget key.';
