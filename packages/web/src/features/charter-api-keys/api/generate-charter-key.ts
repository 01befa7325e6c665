import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateKeyLists } from '../../../lib/queries/api-keys';

export const generateCharterKey = async (keyName: string, action?: UserAction) =>
  (
    await apiClient(api.keys.generateCharterKey, {
      body: { keyName },
      idempotencyKey: action?.idempotencyKey,
    })
  ).apiKey;

export type GeneratedCharterKey = Awaited<ReturnType<typeof generateCharterKey>>;

/** The key lists are invalidated after a key is generated. */
export function useGenerateCharterKey() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: generateCharterKey,
    onSuccess: () => invalidateKeyLists(queryClient),
  });
}
