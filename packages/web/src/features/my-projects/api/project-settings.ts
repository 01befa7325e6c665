import type { SaveProjectSettingsInput } from '@charter/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const projectSettingsQueryKey = (projectId: string) => ['projects', 'settings', projectId] as const;

export const getProjectSettings = (projectId: string) =>
  apiClient(api.projects.getSettings, { params: { projectId } });

export const projectSettingsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectSettingsQueryKey(projectId),
    queryFn: () => getProjectSettings(projectId),
  });

export function useProjectSettings(projectId: string | null) {
  return useQuery({ ...projectSettingsQueryOptions(projectId ?? ''), enabled: projectId !== null });
}

export function useSaveProjectSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProjectSettingsInput) =>
      apiClient(api.projects.saveSettings, { params: { projectId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(projectSettingsQueryKey(projectId), saved),
  });
}
