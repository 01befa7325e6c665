import { api, type RouteResponse } from '@charter/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSignedOutGuard } from '../../../lib/auth';

export type AssistantAnswer = RouteResponse<typeof api.assistant.send>;
export type AssistantConversationView = RouteResponse<typeof api.assistant.getConversation>['conversation'];

export const assistantQueryKey = ['assistant'] as const;

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: [...assistantQueryKey, 'conversations'],
    queryFn: async () => (await apiClient(api.assistant.listConversations)).conversations,
  });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...assistantQueryKey, 'conversation', id],
    queryFn: async () =>
      (await apiClient(api.assistant.getConversation, { params: { conversationId: id } })).conversation,
  });

export const suggestionsQueryOptions = () =>
  queryOptions({
    queryKey: [...assistantQueryKey, 'suggestions'],
    queryFn: async () => (await apiClient(api.assistant.suggestions)).questions,
  });

export const useConversations = () => useQuery(conversationsQueryOptions());
export const useSuggestions = () => useQuery(suggestionsQueryOptions());
export const useConversation = (id: string | null) =>
  useQuery({ ...conversationQueryOptions(id ?? ''), enabled: id !== null });

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: assistantQueryKey }),
  });
}
