import type { RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { useUser } from '../../../lib/auth';
import { routeQueryOptions } from '../../../lib/queries/route-query';

const toSessions = (data: RouteResponse<RouteOf<typeof api.conversations.listSessions>>) => data.sessions;

/** The signed-in user's saved conversational-primer sessions (the 20 newest). */
export function useUserSessions() {
  const user = useUser();
  const userId = user.data?.id ?? '';
  return useQuery({
    ...routeQueryOptions(api.conversations.listSessions, { params: { userId } }),
    select: toSessions,
    enabled: userId !== '',
  });
}
