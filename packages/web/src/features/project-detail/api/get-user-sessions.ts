import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { useUser } from '../../../lib/auth';
import { projectDetailKey } from './get-project';

export const userSessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...projectDetailKey, 'sessions', userId],
    queryFn: async () => (await apiClient(api.conversations.listSessions, { params: { userId } })).sessions,
  });

/** The signed-in user's saved conversational-primer sessions (the 20 newest). */
export function useUserSessions() {
  const user = useUser();
  const userId = user.data?.id ?? '';
  return useQuery({ ...userSessionsQueryOptions(userId), enabled: userId !== '' });
}
