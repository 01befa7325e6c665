import type { CreateApiKeyInput } from '@charter/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const createKey = (body: CreateApiKeyInput) => apiClient(api.keys.create, { body });

export type CreatedKey = Awaited<ReturnType<typeof createKey>>;

export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['keys'] }),
  });
}
