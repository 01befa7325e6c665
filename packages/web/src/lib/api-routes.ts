import { api as contract, toRouteRefs } from '@charter/core';

/**
 * Every route of the contract as method + path (`RouteRef`), typed from the contract: what the console's
 * calls use (`apiClient(api.auth.me)`). In the production build this module is replaced by its value
 * (`build/inline-module-value.ts`), so no screen's bundle carries zod or the schemas; in development and
 * tests it runs as written, and `api-client.ts` validates every answer against the contract.
 */
export const api = toRouteRefs(contract);
