import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateAdmin } from './invalidate-admin';

/** How many sessions a purge would delete: what the confirmation names. */
export const previewMemoryPurge = ({ userId, olderThanDays }: { userId: string; olderThanDays: number }) =>
  apiClient(api.adminContext.previewPurge, { params: { userId }, query: { olderThanDays } });

export const purgeMemorySessions = (
  input: { userId: string; olderThanDays: number; expectedCount: number },
  action?: UserAction,
) =>
  apiClient(api.adminContext.purgeMemory, {
    params: { userId: input.userId },
    body: { olderThanDays: input.olderThanDays, expectedCount: input.expectedCount },
    idempotencyKey: action?.idempotencyKey,
  });

export function usePreviewMemoryPurge() {
  return useActionMutation({ mutationFn: previewMemoryPurge });
}

export function usePurgeMemorySessions() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: purgeMemorySessions,
    onSettled: () => invalidateAdmin(queryClient),
  });
}
