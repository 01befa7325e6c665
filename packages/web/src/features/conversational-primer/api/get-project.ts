import { api } from '@charter/core/api';
import { apiClient } from '../../../lib/api-client';

/** One of the signed-in user's projects (404 for anyone else's): `?recover=<projectId>` starts here. */
export const getProject = (projectId: string) => apiClient(api.projects.get, { params: { projectId } });
