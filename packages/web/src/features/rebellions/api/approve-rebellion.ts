import type { RebellionUses } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
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

export const approveRebellion = (
  { rebellionId, expiresAt, note, uses, ceilings }: ApproveRebellionInput,
  action?: UserAction,
) =>
  apiClient(api.rebellions.approve, {
    params: { rebellionId },
    body: {
      ...(expiresAt ? { expires_at: expiresAt } : {}),
      ...(note ? { note } : {}),
      ...(uses !== undefined ? { uses } : {}),
      ...(ceilings && Object.keys(ceilings).length > 0 ? { ceilings } : {}),
    },
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
