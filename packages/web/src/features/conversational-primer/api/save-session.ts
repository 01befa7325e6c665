import type { SaveConversationSessionInput } from '@charter/core';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** Creates or replaces one of the signed-in user's sessions (the server ignores any userId in the body). */
export const saveConversationSession = (body: SaveConversationSessionInput) =>
  apiClient(api.conversations.saveSession, { body });
