import { createApiClient } from '@charter/core';

/**
 * The console's only request helper: core's `createApiClient` (cookies always, JSON only with a body,
 * non-OK → `ApiError`). `fetch` is looked up on each call, not captured, so tests can stub the global
 * fetch at the network boundary.
 *
 * Answers are parsed with the contract in development and tests, where the contract is loaded on the first
 * call: a fake or a server that drifted fails there. The production build leaves the contract and zod out
 * of the bundle and trusts the server, which parses every answer with the same schema before sending it.
 */
export const apiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  validate: import.meta.env.DEV,
  resolveRoute: import.meta.env.DEV
    ? async (ref) => {
        const { allRoutes } = await import('@charter/core');
        return allRoutes.find((route) => route.method === ref.method && route.path === ref.path);
      }
    : undefined,
});
