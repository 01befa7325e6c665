import type { RouteOf, RouteResponse } from '@charter/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { invalidateRoutes } from '../../../lib/queries/keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

type SessionList = RouteResponse<RouteOf<typeof api.account.listSessions>>;
export type AccountSessionView = SessionList['sessions'][number];

const toSessions = (data: SessionList) => data.sessions;

export function useAccountSessions() {
  return useQuery({ ...routeQueryOptions(api.account.listSessions), select: toSessions });
}

export const invalidateAccountSessions = (queryClient: QueryClient) =>
  invalidateRoutes(queryClient, api.account.listSessions);
