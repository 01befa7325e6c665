import { api } from '@charter/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
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
