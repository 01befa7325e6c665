import { createApiClient } from '@charter/core/api';

/**
 * The console's only request helper: core's `createApiClient` (cookies always, JSON only with a body,
 * non-OK → `ApiError`). `fetch` is looked up on each call, not captured, so tests can stub the global
 * fetch at the network boundary.
 */
export const apiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
});
