import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const getAdminProjects = () => apiClient(api.connectedProjects.adminList);

export type AdminProjectsData = Awaited<ReturnType<typeof getAdminProjects>>;

export const adminProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'projects'], queryFn: getAdminProjects });

export function useAdminProjects() {
  return useQuery(adminProjectsQueryOptions());
}
