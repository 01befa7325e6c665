import type { CallOptions, RouteOf, RouteParams, RouteRef } from '@charter/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What selects one answer of a GET route: its path parameters and query string. */
export type RouteInput<T extends RouteRef> = Pick<CallOptions<RouteOf<T>>, 'params' | 'query'>;

/** The input is required exactly when the route has path parameters. */
export type RouteInputArgs<T extends RouteRef> =
  RouteParams<RouteOf<T>> extends undefined ? [input?: RouteInput<T>] : [input: RouteInput<T>];

/**
 * The console's one way to name a cached answer: the route's path, then the input that selected it. The
 * data under a key is always the route's whole answer (screens narrow it with `select`), so two screens
 * reading the same route with the same input share one cache entry, and `queryKey(route)` without input is
 * the prefix of every key of that route: invalidating it refreshes them all.
 * @example queryKey(api.rebellions.list, { query: { status: 'pending' } }) // ['/api/user/rebellions', { query: … }]
 */
export function queryKey<T extends RouteRef>(route: T, input?: RouteInput<T>): QueryKey {
  const selects = input !== undefined && (input.params !== undefined || input.query !== undefined);
  return selects ? [route.path, input] : [route.path];
}

/** A route, or a contract group of routes (`api.keys`): every GET in it is a cached answer. */
export type RouteTarget = RouteRef | Readonly<Record<string, RouteRef>>;

function toRoutes(target: RouteTarget): RouteRef[] {
  return 'path' in target && typeof target.path === 'string'
    ? [target as RouteRef]
    : Object.values(target as Record<string, RouteRef>);
}

/**
 * Marks every cached answer of these routes stale (all inputs): what a mutation calls for each route
 * whose answer it changes. Routes that are not GETs are never cached and are skipped.
 */
export function invalidateRoutes(queryClient: QueryClient, ...targets: RouteTarget[]): Promise<void> {
  const routes = targets.flatMap(toRoutes).filter((route) => route.method === 'GET');
  return Promise.all(
    routes.map((route) => queryClient.invalidateQueries({ queryKey: queryKey(route) })),
  ).then(() => undefined);
}
