import type { RouteBody, RouteOf } from '@charter/core';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export type ProactiveAnalysisRequest = RouteBody<RouteOf<typeof api.optimization.proactiveIntervention>>;

export const runProactiveAnalysis = (body: ProactiveAnalysisRequest) =>
  apiClient(api.optimization.proactiveIntervention, { body });

export function useRunProactiveAnalysis() {
  return useActionMutation({ mutationFn: runProactiveAnalysis });
}
