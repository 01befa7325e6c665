import type { RouteBody, RouteOf } from '@charter/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** A built-in example by name, or the user's endpoint by URL. */
export type ResilienceTestRequest = RouteBody<RouteOf<typeof api.optimization.hybridResilienceTest>>;

export const runResilienceTest = (body: ResilienceTestRequest) =>
  apiClient(api.optimization.hybridResilienceTest, { body });

export function useRunResilienceTest() {
  return useMutation({ mutationFn: runResilienceTest });
}
