import { api, type RouteBody } from '@charter/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The status is polled every 5 seconds. */
export const SEMI_STATUS_POLL_MS = 5_000;

export const semiStatusQueryKey = ['semi', 'status'] as const;
export const semiActivityQueryKey = ['semi', 'activity'] as const;

export const getSemiStatus = () => apiClient(api.semi.status);
export type SemiStatusData = Awaited<ReturnType<typeof getSemiStatus>>;

export function useSemiStatus() {
  return useQuery(
    queryOptions({
      queryKey: semiStatusQueryKey,
      queryFn: getSemiStatus,
      refetchInterval: SEMI_STATUS_POLL_MS,
    }),
  );
}

export const getSemiActivity = async () => (await apiClient(api.semi.activity)).activity;
export type SemiActivityList = Awaited<ReturnType<typeof getSemiActivity>>;

/** The log changes with every status transition: it is refreshed as often as the status. */
export function useSemiActivity() {
  return useQuery(
    queryOptions({
      queryKey: semiActivityQueryKey,
      queryFn: getSemiActivity,
      refetchInterval: SEMI_STATUS_POLL_MS,
    }),
  );
}

/** After anything that talks to Semi, the status and the log both have news. */
export function useInvalidateSemi() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['semi'] });
}

export function useConnectSemi() {
  const invalidate = useInvalidateSemi();
  return useMutation({
    mutationFn: async (body: RouteBody<typeof api.semi.connect>) =>
      (await apiClient(api.semi.connect, { body })).status,
    onSettled: invalidate,
  });
}
