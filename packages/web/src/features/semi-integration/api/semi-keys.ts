import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** Under ['keys'], so every key list refreshes when any key changes. */
export const semiKeysQueryKey = ['keys', 'semi'] as const;

export const getSemiKeys = async () => (await apiClient(api.semi.listKeys)).apiKeys;
export type SemiKeys = Awaited<ReturnType<typeof getSemiKeys>>;

export function useSemiKeys() {
  return useQuery(queryOptions({ queryKey: semiKeysQueryKey, queryFn: getSemiKeys }));
}

export const generateSemiKey = async (keyName: string) =>
  (await apiClient(api.semi.generateKey, { body: { keyName } })).apiKey;
export type GeneratedSemiKey = Awaited<ReturnType<typeof generateSemiKey>>;

export function useGenerateSemiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSemiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['keys'] }),
  });
}

export function useDeactivateSemiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiClient(api.semi.deactivateKey, { params: { id } })).apiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['keys'] }),
  });
}

export function useDeleteSemiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => apiClient(api.semi.deleteKey, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['keys'] }),
  });
}
