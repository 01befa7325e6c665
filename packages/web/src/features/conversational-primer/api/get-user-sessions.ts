import { api } from '@charter/core/api';
import { apiClient } from '../../../lib/api-client';

/** The signed-in user's 20 newest sessions, newest first. */
export const getUserSessions = async (userId: string) =>
  (await apiClient(api.conversations.listSessions, { params: { userId } })).sessions;
