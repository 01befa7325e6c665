import type { RouteBody, RouteOf } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateAfterDecision, refreshIfStale } from './invalidate-after-decision';

type RejectRoute = RouteOf<typeof api.rebellions.reject>;

/** The rebellion and the reason, required and non-blank: the agent reads it to learn why. */
export type RejectRebellionInput = { rebellionId: string } & RouteBody<RejectRoute>;

export const rejectRebellion = ({ rebellionId, reason }: RejectRebellionInput, action?: UserAction) =>
  apiClient(api.rebellions.reject, {
    params: { rebellionId },
    body: { reason },
    idempotencyKey: action?.idempotencyKey,
  });

export function useRejectRebellion() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: rejectRebellion,
    onSuccess: () => invalidateAfterDecision(queryClient),
    onError: (error) => refreshIfStale(queryClient, error),
  });
}
