import type { RoutingOperation } from '@charter/core';
import { api } from '@charter/core/api';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';

export interface ProviderRoutingRequest {
  content: string;
  operation: RoutingOperation;
}

export const routeProvider = (body: ProviderRoutingRequest, action?: UserAction) =>
  apiClient(api.optimization.providerRouting, { body, idempotencyKey: action?.idempotencyKey });

export function useRouteProvider() {
  return useActionMutation({ mutationFn: routeProvider });
}
