import type { RouteBody, RouteOf, RouteResponse } from '@charter/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateRoutes } from '../../../lib/queries/keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

/** The status is polled every 5 seconds. */
export const SEMI_STATUS_POLL_MS = 5_000;

export type SemiStatusData = RouteResponse<RouteOf<typeof api.semi.status>>;

export function useSemiStatus() {
  return useQuery({ ...routeQueryOptions(api.semi.status), refetchInterval: SEMI_STATUS_POLL_MS });
}

type SemiActivity = RouteResponse<RouteOf<typeof api.semi.activity>>;
export type SemiActivityList = SemiActivity['activity'];

const toActivity = (data: SemiActivity) => data.activity;

/** The log changes with every status transition: it is refreshed as often as the status. */
export function useSemiActivity() {
  return useQuery({
    ...routeQueryOptions(api.semi.activity),
    select: toActivity,
    refetchInterval: SEMI_STATUS_POLL_MS,
  });
}

/** After anything that talks to Semi, the status, the log and the context it keeps have news. */
export function useInvalidateSemi() {
  const queryClient = useQueryClient();
  return () =>
    invalidateRoutes(
      queryClient,
      api.semi.status,
      api.semi.activity,
      api.semi.constitutionalRules,
      api.semi.strategicContext,
    );
}

export function useConnectSemi() {
  const invalidate = useInvalidateSemi();
  return useMutation({
    mutationFn: async (body: RouteBody<RouteOf<typeof api.semi.connect>>) =>
      (await apiClient(api.semi.connect, { body })).status,
    onSettled: invalidate,
  });
}
