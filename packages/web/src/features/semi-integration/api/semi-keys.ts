import type { RouteOf, RouteResponse } from '@charter/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateKeyLists } from '../../../lib/queries/api-keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

type SemiKeyList = RouteResponse<RouteOf<typeof api.semi.listKeys>>;
export type SemiKeys = SemiKeyList['apiKeys'];

const toKeys = (data: SemiKeyList) => data.apiKeys;

export function useSemiKeys() {
  return useQuery({ ...routeQueryOptions(api.semi.listKeys), select: toKeys });
}

export const generateSemiKey = async (keyName: string) =>
  (await apiClient(api.semi.generateKey, { body: { keyName } })).apiKey;
export type GeneratedSemiKey = Awaited<ReturnType<typeof generateSemiKey>>;

/** Every key list (this one, the API and Charter keys) refreshes when any key changes. */
export function useGenerateSemiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateSemiKey, onSuccess: () => invalidateKeyLists(queryClient) });
}

export function useDeactivateSemiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiClient(api.semi.deactivateKey, { params: { id } })).apiKey,
    onSuccess: () => invalidateKeyLists(queryClient),
  });
}

export function useDeleteSemiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => apiClient(api.semi.deleteKey, { params: { id } }),
    onSuccess: () => invalidateKeyLists(queryClient),
  });
}
