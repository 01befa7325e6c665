import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** One of the signed-in user's projects (404 for anyone else's): `?recover=<projectId>` starts here. */
export const getProject = (projectId: string) => apiClient(api.projects.get, { params: { projectId } });
