import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const generateCharterKey = async (keyName: string) =>
  (await apiClient(api.keys.generateCharterKey, { body: { keyName } })).apiKey;

export type GeneratedCharterKey = Awaited<ReturnType<typeof generateCharterKey>>;

/** Spec 002 §7: the key lists are invalidated after a key is generated. */
export function useGenerateCharterKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCharterKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['keys'] }),
  });
}
