import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { invalidateRoutes } from '../../../lib/queries/keys';

/**
 * An operator's change (an account disabled, memory purged) shows on every admin panel: the session, the
 * users, health, usage, audit and context panels, and the admin's project and pattern lists.
 */
export function invalidateAdmin(queryClient: QueryClient): Promise<void> {
  return invalidateRoutes(
    queryClient,
    api.admin,
    api.adminOperations,
    api.adminContext,
    api.connectedProjects.adminList,
    api.patterns.adminList,
  );
}
