import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateAfterDecision, refreshIfStale } from './invalidate-after-decision';

export interface RevokeRebellionInput {
  rebellionId: string;
  /** Kept in the exception's history. */
  reason?: string;
}

export const revokeRebellion = ({ rebellionId, reason }: RevokeRebellionInput) =>
  apiClient(api.rebellions.revoke, { params: { rebellionId }, body: reason ? { reason } : {} });

export function useRevokeRebellion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeRebellion,
    onSuccess: () => invalidateAfterDecision(queryClient),
    onError: (error) => refreshIfStale(queryClient, error),
  });
}
