import { api, type RebellionUses } from '@charter/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateAfterDecision, refreshIfStale } from './invalidate-after-decision';

export interface ApproveRebellionInput {
  rebellionId: string;
  /** ISO time; absent = the exception applies until revoked. The server refuses a past one (400). */
  expiresAt?: string;
  note?: string;
  /** Decisions it lets through; the server's default is 1. */
  uses?: RebellionUses;
  /** Raised ceilings by rule id; absent rules keep the blocked decision's value. */
  ceilings?: Record<string, number>;
}

export const approveRebellion = ({ rebellionId, expiresAt, note, uses, ceilings }: ApproveRebellionInput) =>
  apiClient(api.rebellions.approve, {
    params: { rebellionId },
    body: {
      ...(expiresAt ? { expires_at: expiresAt } : {}),
      ...(note ? { note } : {}),
      ...(uses !== undefined ? { uses } : {}),
      ...(ceilings && Object.keys(ceilings).length > 0 ? { ceilings } : {}),
    },
  });

export function useApproveRebellion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRebellion,
    onSuccess: () => invalidateAfterDecision(queryClient),
    onError: (error) => refreshIfStale(queryClient, error),
  });
}
