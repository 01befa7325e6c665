import type { RouteBody, RouteOf, RouteResponse } from '@charter/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateKeyLists } from '../../../lib/queries/api-keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

const toKeys = (data: RouteResponse<RouteOf<typeof api.keys.listWidgetKeys>>) => data.keys;

export const useWidgetKeys = () =>
  useQuery({ ...routeQueryOptions(api.keys.listWidgetKeys), select: toKeys });

export const createWidgetKey = (input: RouteBody<RouteOf<typeof api.keys.createWidgetKey>>) =>
  apiClient(api.keys.createWidgetKey, { body: input });

export type CreatedWidgetKey = Awaited<ReturnType<typeof createWidgetKey>>;

export function useCreateWidgetKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWidgetKey,
    onSuccess: () => invalidateKeyLists(queryClient),
  });
}

export function useRevokeWidgetKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => apiClient(api.keys.deactivate, { params: { keyId } }),
    onSuccess: () => invalidateKeyLists(queryClient),
  });
}
