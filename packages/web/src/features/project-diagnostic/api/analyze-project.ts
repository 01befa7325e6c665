import type { AnalyzeProjectInput } from '@charter/core';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** POST /api/project/analyze: the server clones the repository and scans it. */
export const analyzeProject = (body: AnalyzeProjectInput) => apiClient(api.projectAnalysis.analyze, { body });

/** The screen asks for every category. */
export const ALL_CATEGORIES = {
  includePerformance: true,
  includeAccessibility: true,
  includeDependencies: true,
  includeArchitecture: true,
} as const;

export function useAnalyzeProject() {
  return useActionMutation({
    mutationFn: (projectUrl: string) => analyzeProject({ projectUrl, options: ALL_CATEGORIES }),
  });
}
