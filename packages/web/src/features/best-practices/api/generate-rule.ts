import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { practiceQueryKey } from './get-practice';

export const generateRule = (id: string, action?: UserAction) =>
  apiClient(api.bestPractices.generateRule, { params: { id }, idempotencyKey: action?.idempotencyKey });

const SESSION_KEYS = new Set<unknown>(['auth', 'admin']);

/**
 * A generated rule joins the user's constitution, which the principles, validations and analytics of other
 * screens read: everything but the sessions is read again when next shown (active queries at once).
 */
export function useGenerateRule() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: generateRule,
    onSuccess: ({ practice }) => {
      queryClient.setQueryData(practiceQueryKey(practice.id), practice);
      return queryClient.invalidateQueries({
        predicate: (query) =>
          !SESSION_KEYS.has(query.queryKey[0]) &&
          !(query.queryKey[1] === 'detail' && query.queryKey[2] === practice.id),
      });
    },
  });
}
