import type { CreateApiKeyInput } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateKeyLists } from '../../../lib/queries/api-keys';

export const createKey = (body: CreateApiKeyInput, action?: UserAction) =>
  apiClient(api.keys.create, { body, idempotencyKey: action?.idempotencyKey });

export type CreatedKey = Awaited<ReturnType<typeof createKey>>;

export function useCreateKey() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: createKey,
    onSuccess: () => invalidateKeyLists(queryClient),
  });
}
