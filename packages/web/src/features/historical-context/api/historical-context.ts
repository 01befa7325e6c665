import type {
  CreateEvolutionEventPayload,
  CreateInsightPayload,
  CreateTodoPayload,
  EvolutionEvent,
  InsightsResponse,
  StrategicTodo,
  UpdateEvolutionEventPayload,
  UpdateInsightPayload,
  UpdateTodoPayload,
} from '@charter/core';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

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

/** A write that refreshes every section once it succeeds, since they all read under `root`. */
function useHistoryWrite<Variables, Result>(
  write: (variables: Variables, action: UserAction) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

/** Adds an insight of the user's own. */
export const useCreateInsight = () =>
  useHistoryWrite(
    async (body: CreateInsightPayload, action) =>
      (await apiClient(api.historicalContext.createInsight, { body, idempotencyKey: action.idempotencyKey }))
        .insight,
  );

/** Edits an insight of the user's own. */
export const useUpdateInsight = () =>
  useHistoryWrite(
    async ({ id, body }: { id: string; body: UpdateInsightPayload }) =>
      (await apiClient(api.historicalContext.updateInsight, { params: { id }, body })).insight,
  );

/** Adds a strategic todo of the user's own. */
export const useCreateTodo = () =>
  useHistoryWrite(
    async (body: CreateTodoPayload, action) =>
      (await apiClient(api.historicalContext.createTodo, { body, idempotencyKey: action.idempotencyKey }))
        .todo,
  );

/** Edits a strategic todo of the user's own. */
export const useUpdateTodo = () =>
  useHistoryWrite(
    async ({ id, body }: { id: string; body: UpdateTodoPayload }) =>
      (await apiClient(api.historicalContext.updateTodo, { params: { id }, body })).todo,
  );

/** Adds a milestone of the user's own to the project's evolution. */
export const useCreateEvolutionEvent = () =>
  useHistoryWrite(
    async (body: CreateEvolutionEventPayload, action) =>
      (
        await apiClient(api.historicalContext.createEvolutionEvent, {
          body,
          idempotencyKey: action.idempotencyKey,
        })
      ).event,
  );

/** Edits a milestone of the user's own. */
export const useUpdateEvolutionEvent = () =>
  useHistoryWrite(
    async ({ id, body }: { id: string; body: UpdateEvolutionEventPayload }) =>
      (await apiClient(api.historicalContext.updateEvolutionEvent, { params: { id }, body })).event,
  );
