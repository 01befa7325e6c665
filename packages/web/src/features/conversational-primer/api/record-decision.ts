import type { RecordDecisionInput } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateRoutes } from '../../../lib/queries/keys';

/** Adds a decision to the user's history (what Memory Insights lists). */
export const recordDecision = (body: RecordDecisionInput, action?: UserAction) =>
  apiClient(api.memory.recordDecision, { body, idempotencyKey: action?.idempotencyKey });

export function useRecordDecision() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: recordDecision,
    onSuccess: () => invalidateRoutes(queryClient, api.memory.decisionHistory),
  });
}
