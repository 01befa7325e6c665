import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const getProjects = async () => (await apiClient(api.projects.list)).projects;

export const projectsQueryOptions = () => queryOptions({ queryKey: ['projects'], queryFn: getProjects });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
