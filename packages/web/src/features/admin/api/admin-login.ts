import type { RouteBody, RouteOf } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateRoutes } from '../../../lib/queries/keys';

export const adminLogin = (body: RouteBody<RouteOf<typeof api.admin.login>>) =>
  apiClient(api.admin.login, { body });

/**
 * The original reloads the page after an admin signs in; re-reading the admin session gives the same
 * result (every admin screen renders from it) without a blank flash or losing focus.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: adminLogin,
    onSuccess: () => invalidateRoutes(queryClient, api.admin.me),
  });
}
