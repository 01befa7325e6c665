import { hashKey, useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { queryKey } from '../../../lib/queries/keys';

export const generateRule = (id: string, action?: UserAction) =>
  apiClient(api.bestPractices.generateRule, { params: { id }, idempotencyKey: action?.idempotencyKey });

const SESSION_PATHS = new Set<unknown>([api.auth.me.path, api.admin.me.path]);

/**
 * A generated rule joins the user's constitution, which the principles, validations and analytics of other
 * screens read: everything but the sessions is read again when next shown (active queries at once).
 */
export function useGenerateRule() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: generateRule,
    onSuccess: ({ practice }) => {
      const detail = queryKey(api.bestPractices.get, { params: { id: practice.id } });
      queryClient.setQueryData(detail, practice);
      return queryClient.invalidateQueries({
        predicate: (query) => !SESSION_PATHS.has(query.queryKey[0]) && query.queryHash !== hashKey(detail),
      });
    },
  });
}
