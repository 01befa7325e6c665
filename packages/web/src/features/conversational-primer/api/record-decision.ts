import type { RecordDecisionInput } from '@charter/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** Adds a decision to the user's history (what Memory Insights lists). */
export const recordDecision = (body: RecordDecisionInput) => apiClient(api.memory.recordDecision, { body });

export function useRecordDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDecision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['memory', 'decision-history'] }),
  });
}
