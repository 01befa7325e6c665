import type {
  CreateEvolutionEventPayload,
  CreateInsightPayload,
  CreateTodoPayload,
  EvolutionEvent,
  RouteOf,
  RouteQuery,
  RouteResponse,
  StrategicTodo,
  UpdateEvolutionEventPayload,
  UpdateInsightPayload,
  UpdateTodoPayload,
} from '@charter/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateRoutes } from '../../../lib/queries/keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

/** The filter bar's fields: every filter of the insights route, `all` when unused. */
export type InsightFilters = Required<
  NonNullable<RouteQuery<RouteOf<typeof api.historicalContext.insights>>>
>;

/** An unused filter is not sent. */
const toInsightsQuery = (filters: InsightFilters) => ({
  search: filters.search.trim() || undefined,
  type: filters.type === 'all' ? undefined : filters.type,
  category: filters.category === 'all' ? undefined : filters.category,
});

export function useInsights(filters: InsightFilters) {
  return useQuery({
    ...routeQueryOptions(api.historicalContext.insights, { query: toInsightsQuery(filters) }),
    // The list stays while a new filter loads, so typing in the search box does not blank the screen.
    placeholderData: keepPreviousData,
  });
}

const toEvolution = (
  data: RouteResponse<RouteOf<typeof api.historicalContext.evolution>>,
): EvolutionEvent[] => data.evolution;
const toTodos = (data: RouteResponse<RouteOf<typeof api.historicalContext.todos>>): StrategicTodo[] =>
  data.todos;

export const useEvolution = () =>
  useQuery({ ...routeQueryOptions(api.historicalContext.evolution), select: toEvolution });

export const useTodos = () =>
  useQuery({ ...routeQueryOptions(api.historicalContext.todos), select: toTodos });

/** A write that refreshes every section once it succeeds (an entry may show in several). */
function useHistoryWrite<Variables, Result>(
  write: (variables: Variables, action: UserAction) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: write,
    onSuccess: () => invalidateRoutes(queryClient, api.historicalContext),
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
