import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** The user's projects, most recently updated first. */
export const getProjects = async () => (await apiClient(api.projects.list)).projects;

export const projectsQueryOptions = () =>
  queryOptions({ queryKey: ['projects', 'export'], queryFn: getProjects, refetchOnMount: 'always' });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}
