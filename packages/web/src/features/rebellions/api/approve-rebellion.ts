import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateAfterDecision, refreshIfStale } from './invalidate-after-decision';

export interface ApproveRebellionInput {
  rebellionId: string;
  /** ISO time; absent = the exception applies until revoked. The server refuses a past one (400). */
  expiresAt?: string;
  note?: string;
}

export const approveRebellion = ({ rebellionId, expiresAt, note }: ApproveRebellionInput) =>
  apiClient(api.rebellions.approve, {
    params: { rebellionId },
    body: { ...(expiresAt ? { expires_at: expiresAt } : {}), ...(note ? { note } : {}) },
  });

export function useApproveRebellion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRebellion,
    onSuccess: () => invalidateAfterDecision(queryClient),
    onError: (error) => refreshIfStale(queryClient, error),
  });
}
