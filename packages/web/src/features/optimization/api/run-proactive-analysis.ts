import type { ProjectType } from '@charter/core';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export interface ProactiveAnalysisRequest {
  codebase: string;
  projectType: ProjectType;
  context: { source: string };
}

export const runProactiveAnalysis = (body: ProactiveAnalysisRequest) =>
  apiClient(api.optimization.proactiveIntervention, { body });

export function useRunProactiveAnalysis() {
  return useActionMutation({ mutationFn: runProactiveAnalysis });
}
