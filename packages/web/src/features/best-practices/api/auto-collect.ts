import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateBestPractices } from './list-practices';

/** Imports the community dataset bundled with Charter: local, no network. */
export const autoCollect = (action?: UserAction) =>
  apiClient(api.bestPractices.autoPopulate, { idempotencyKey: action?.idempotencyKey });

export function useAutoCollect() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (_input: undefined, action) => autoCollect(action),
    onSuccess: () => invalidateBestPractices(queryClient),
  });
}
