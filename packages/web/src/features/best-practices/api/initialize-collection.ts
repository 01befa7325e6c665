import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateBestPractices } from './list-practices';

export const initializeCollection = (action?: UserAction) =>
  apiClient(api.bestPractices.initialize, { idempotencyKey: action?.idempotencyKey });

/** Installs the core set; the list, counters and stats are read again. */
export function useInitializeCollection() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (_input: undefined, action) => initializeCollection(action),
    onSuccess: () => invalidateBestPractices(queryClient),
  });
}
