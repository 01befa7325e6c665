import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const connectedProjectsQueryKey = ['projects', 'connected'] as const;

export const getConnectedProjects = async () => (await apiClient(api.connectedProjects.list)).projects;

export const connectedProjectsQueryOptions = () =>
  queryOptions({ queryKey: connectedProjectsQueryKey, queryFn: getConnectedProjects });

export function useConnectedProjects() {
  return useQuery(connectedProjectsQueryOptions());
}
