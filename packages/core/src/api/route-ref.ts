import type { RouteDefinition } from './contract';

/**
 * What a client needs to call a route, without its schemas: the console's first screens carry no zod and
 * no contract. The type keeps the contract entry, so a call still infers its params, body and answer.
 */
export interface RouteRef<R extends RouteDefinition = RouteDefinition> {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Who may call it: clients decide from it whether a call carries an Idempotency-Key. */
  readonly auth: R['auth'];
  readonly multipart?: boolean;
  /** False for a non-JSON answer (a file, a document), which clients read as a Blob. */
  readonly json: boolean;
  /** Type only, never set: the contract entry this refers to. */
  readonly '~route'?: R;
}

/** The contract entry behind a route or a reference to it. */
export type RouteOf<T> = T extends RouteRef<infer R> ? R : T extends RouteDefinition ? T : never;

/** Every route of a contract object (`{ auth: { me: … } }`) as a reference, same shape. */
export type RouteRefs<A> = {
  readonly [G in keyof A]: {
    readonly [K in keyof A[G]]: A[G][K] extends RouteDefinition ? RouteRef<A[G][K]> : never;
  };
};

export function isRouteRef(route: RouteDefinition | RouteRef): route is RouteRef {
  return 'json' in route;
}

/**
 * A route without its schemas.
 * @example toRouteRef(api.auth.me) // { method: 'GET', path: '/api/auth/me', auth: 'public', json: true }
 */
export function toRouteRef<R extends RouteDefinition>(route: R): RouteRef<R> {
  return {
    method: route.method,
    path: route.path,
    auth: route.auth,
    ...(route.multipart ? { multipart: true } : {}),
    json: route.response !== null,
  };
}

/**
 * The whole contract as references: plain data, so a build can write it into a bundle as a literal.
 * @example toRouteRefs(api).auth.me.path // '/api/auth/me'
 */
export function toRouteRefs<A extends Record<string, Record<string, RouteDefinition>>>(api: A): RouteRefs<A> {
  return Object.fromEntries(
    Object.entries(api).map(([group, routes]) => [
      group,
      Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, toRouteRef(route)])),
    ]),
  ) as RouteRefs<A>;
}
