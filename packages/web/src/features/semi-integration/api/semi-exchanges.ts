import type { RouteBody, RouteOf } from '@charter/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { useInvalidateSemi } from './semi-connection';

export const sendSemiMessage = async (body: RouteBody<RouteOf<typeof api.semi.message>>) =>
  (await apiClient(api.semi.message, { body })).reply;
export type SemiReplyData = Awaited<ReturnType<typeof sendSemiMessage>>;

export function useSendSemiMessage() {
  const invalidate = useInvalidateSemi();
  return useMutation({ mutationFn: sendSemiMessage, onSettled: invalidate });
}

export function useSemiQuery() {
  const invalidate = useInvalidateSemi();
  return useMutation({
    mutationFn: async (body: RouteBody<RouteOf<typeof api.semi.query>>) =>
      (await apiClient(api.semi.query, { body })).reply,
    onSettled: invalidate,
  });
}

export function useSemiValidation() {
  const invalidate = useInvalidateSemi();
  return useMutation({
    mutationFn: async (body: RouteBody<RouteOf<typeof api.semi.validate>>) =>
      (await apiClient(api.semi.validate, { body })).reply,
    onSettled: invalidate,
  });
}

export function useSemiHandoff() {
  const invalidate = useInvalidateSemi();
  return useMutation({
    mutationFn: () => apiClient(api.semi.handoff, { body: { reason: 'strategic_to_implementation' } }),
    onSettled: invalidate,
  });
}
