import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** Under ['keys'], like every key list. */
export const widgetKeysQueryKey = ['keys', 'publishable'] as const;

export const widgetKeysQueryOptions = () =>
  queryOptions({
    queryKey: widgetKeysQueryKey,
    queryFn: async () => (await apiClient(api.keys.listWidgetKeys)).keys,
  });

export const useWidgetKeys = () => useQuery(widgetKeysQueryOptions());

export const createWidgetKey = (input: { name: string; allowed_origins: string[] }) =>
  apiClient(api.keys.createWidgetKey, { body: input });

export type CreatedWidgetKey = Awaited<ReturnType<typeof createWidgetKey>>;

export function useCreateWidgetKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWidgetKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['keys'] }),
  });
}

export function useRevokeWidgetKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => apiClient(api.keys.deactivate, { params: { keyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['keys'] }),
  });
}
