import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateKeyLists } from '../../../lib/queries/api-keys';

export const deactivateKey = async (keyId: string) =>
  (await apiClient(api.keys.deactivate, { params: { keyId } })).key;

export function useDeactivateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateKey,
    onSuccess: () => invalidateKeyLists(queryClient),
  });
}
