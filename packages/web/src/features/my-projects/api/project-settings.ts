import type { SaveProjectSettingsInput } from '@charter/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { queryKey } from '../../../lib/queries/keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export function useProjectSettings(projectId: string | null) {
  return useQuery({
    ...routeQueryOptions(api.projects.getSettings, { params: { projectId: projectId ?? '' } }),
    enabled: projectId !== null,
  });
}

/** The answer is the saved settings: the form shows them without reading them again. */
export function useSaveProjectSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProjectSettingsInput) =>
      apiClient(api.projects.saveSettings, { params: { projectId }, body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(queryKey(api.projects.getSettings, { params: { projectId } }), saved),
  });
}
