import { api } from '@charter/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { invalidateAfterDecision, refreshIfStale } from './invalidate-after-decision';

export interface ApproveRebellionInput {
  rebellionId: string;
  /** ISO time; absent = the exception applies until revoked. The server refuses a past one (400). */
  expiresAt?: string;
  note?: string;
}

export const approveRebellion = (
  { rebellionId, expiresAt, note }: ApproveRebellionInput,
  action?: UserAction,
) =>
  apiClient(api.rebellions.approve, {
    params: { rebellionId },
    body: { ...(expiresAt ? { expires_at: expiresAt } : {}), ...(note ? { note } : {}) },
    idempotencyKey: action?.idempotencyKey,
  });

export function useApproveRebellion() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: approveRebellion,
    onSuccess: () => invalidateAfterDecision(queryClient),
    onError: (error) => refreshIfStale(queryClient, error),
  });
}
