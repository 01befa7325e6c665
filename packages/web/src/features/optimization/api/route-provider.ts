import type { RoutingOperation } from '@charter/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export interface ProviderRoutingRequest {
  content: string;
  operation: RoutingOperation;
}

export const routeProvider = (body: ProviderRoutingRequest) =>
  apiClient(api.optimization.providerRouting, { body });

export function useRouteProvider() {
  return useMutation({ mutationFn: routeProvider });
}
