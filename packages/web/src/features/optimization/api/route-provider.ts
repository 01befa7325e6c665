import type { RouteBody, RouteOf } from '@charter/core';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export type ProviderRoutingRequest = RouteBody<RouteOf<typeof api.optimization.providerRouting>>;

export const routeProvider = (body: ProviderRoutingRequest, action?: UserAction) =>
  apiClient(api.optimization.providerRouting, { body, idempotencyKey: action?.idempotencyKey });

export function useRouteProvider() {
  return useActionMutation({ mutationFn: routeProvider });
}
