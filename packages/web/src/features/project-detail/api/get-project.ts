import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

/** The project itself: GET /api/projects/:projectId (404 for anyone else's). */
export function useProject(projectId: string) {
  return useQuery(routeQueryOptions(api.projects.get, { params: { projectId } }));
}
