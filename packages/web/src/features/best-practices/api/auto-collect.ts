import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { bestPracticesKey } from './list-practices';

/** Imports the community dataset bundled with Charter: local, no network. */
export const autoCollect = () => apiClient(api.bestPractices.autoPopulate);

export function useAutoCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: autoCollect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bestPracticesKey }),
  });
}
