import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { bestPracticesKey } from './list-practices';

export const initializeCollection = () => apiClient(api.bestPractices.initialize);

/** Installs the verified core set; the list, counters and stats are read again. */
export function useInitializeCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializeCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bestPracticesKey }),
  });
}
