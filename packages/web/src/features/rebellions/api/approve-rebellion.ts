import type { RouteBody, RouteOf } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateAfterDecision, refreshIfStale } from './invalidate-after-decision';

type ApproveRoute = RouteOf<typeof api.rebellions.approve>;

/**
 * The approve route's path and body, with `expiresAt` (ISO time; absent = until revoked, a past one is
 * refused) for the body's `expires_at`. Blank fields are left out of the request.
 */
export type ApproveRebellionInput = { rebellionId: string } & Omit<RouteBody<ApproveRoute>, 'expires_at'> & {
    expiresAt?: string;
  };

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
