import {
  api,
  type CreateEvolutionEventPayload,
  type CreateInsightPayload,
  type CreateTodoPayload,
  type EvolutionEvent,
  type InsightsResponse,
  type StrategicTodo,
  type UpdateEvolutionEventPayload,
  type UpdateInsightPayload,
  type UpdateTodoPayload,
} from '@charter/core/api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Under ['historical-context'], so an added or edited entry refreshes every section at once. */
const root = ['historical-context'] as const;

export interface InsightFilters {
  search: string;
  type: string;
  category: string;
}

export const getInsights = (filters: InsightFilters): Promise<InsightsResponse> =>
  apiClient(api.historicalContext.insights, {
    query: {
      search: filters.search.trim() || undefined,
      type: filters.type === 'all' ? undefined : (filters.type as never),
      category: filters.category === 'all' ? undefined : (filters.category as never),
    },
  });

export function useInsights(filters: InsightFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...root, 'insights', filters],
      queryFn: () => getInsights(filters),
      // The list stays while a new filter loads, so typing in the search box does not blank the screen.
      placeholderData: keepPreviousData,
    }),
  );
}

export function useEvolution() {
  return useQuery({
    queryKey: [...root, 'evolution'],
    queryFn: async (): Promise<EvolutionEvent[]> =>
      (await apiClient(api.historicalContext.evolution)).evolution,
  });
}

export function useTodos() {
  return useQuery({
    queryKey: [...root, 'todos'],
    queryFn: async (): Promise<StrategicTodo[]> => (await apiClient(api.historicalContext.todos)).todos,
  });
}

export function useCreateInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateInsightPayload) =>
      (await apiClient(api.historicalContext.createInsight, { body })).insight,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTodoPayload) =>
      (await apiClient(api.historicalContext.createTodo, { body })).todo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useUpdateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateTodoPayload }) =>
      (await apiClient(api.historicalContext.updateTodo, { params: { id }, body })).todo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useUpdateInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateInsightPayload }) =>
      (await apiClient(api.historicalContext.updateInsight, { params: { id }, body })).insight,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useCreateEvolutionEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateEvolutionEventPayload) =>
      (await apiClient(api.historicalContext.createEvolutionEvent, { body })).event,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useUpdateEvolutionEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateEvolutionEventPayload }) =>
      (await apiClient(api.historicalContext.updateEvolutionEvent, { params: { id }, body })).event,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
