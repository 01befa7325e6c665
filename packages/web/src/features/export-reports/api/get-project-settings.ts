import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/**
 * One project's thresholds, saved and effective. Read while the report is built (one call per exported
 * project), so the export holds the settings as they are at that moment.
 */
export const getProjectSettings = (projectId: string) =>
  apiClient(api.projects.getSettings, { params: { projectId } });
