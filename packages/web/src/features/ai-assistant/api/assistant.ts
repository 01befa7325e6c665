import type { RouteOf, RouteResponse } from '@charter/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { useSignedOutGuard } from '../../../lib/auth';
import { invalidateRoutes } from '../../../lib/queries/keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export type AssistantAnswer = RouteResponse<RouteOf<typeof api.assistant.send>>;

const toConversations = (data: RouteResponse<RouteOf<typeof api.assistant.listConversations>>) =>
  data.conversations;
const toConversation = (data: RouteResponse<RouteOf<typeof api.assistant.getConversation>>) =>
  data.conversation;
const toQuestions = (data: RouteResponse<RouteOf<typeof api.assistant.suggestions>>) => data.questions;

export const useConversations = () =>
  useQuery({ ...routeQueryOptions(api.assistant.listConversations), select: toConversations });

export const useSuggestions = () =>
  useQuery({ ...routeQueryOptions(api.assistant.suggestions), select: toQuestions });

export const useConversation = (id: string | null) =>
  useQuery({
    ...routeQueryOptions(api.assistant.getConversation, { params: { conversationId: id ?? '' } }),
    select: toConversation,
    enabled: id !== null,
  });

export function useSendAssistantMessage() {
  const queryClient = useQueryClient();
  const onSignedOut = useSignedOutGuard();
  return useMutation({
    mutationFn: (input: { message: string; conversationId: string | null }) =>
      apiClient(api.assistant.send, {
        body: {
          message: input.message,
          ...(input.conversationId ? { conversation_id: input.conversationId } : {}),
        },
      }),
    onError: onSignedOut,
    // A verdict writes the ledger and an exception the rebellions: every dependent screen reads again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  const onSignedOut = useSignedOutGuard();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient(api.assistant.deleteConversation, { params: { conversationId: id } }),
    onError: onSignedOut,
    onSettled: () => invalidateRoutes(queryClient, api.assistant),
  });
}
