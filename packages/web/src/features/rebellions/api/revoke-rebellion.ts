import type { RouteBody, RouteOf } from '@charter/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateAfterDecision, refreshIfStale } from './invalidate-after-decision';

type RevokeRoute = RouteOf<typeof api.rebellions.revoke>;

/** The rebellion and an optional reason, kept in the exception's history. */
export type RevokeRebellionInput = { rebellionId: string } & RouteBody<RevokeRoute>;

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
