import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** The signed-in user's 20 newest sessions, newest first. */
export const getUserSessions = async (userId: string) =>
  (await apiClient(api.conversations.listSessions, { params: { userId } })).sessions;
