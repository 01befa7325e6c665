import type { RouteOf, RouteResponse } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateAdmin } from './invalidate-admin';

/** What an operator can do to an account from the users list; each is recorded in the audit log. */
export type UserAccessChange = 'disable' | 'enable' | 'end-sessions';

/** The user's row after the change (disable, enable), or how many sessions ended. */
export type UserAccessResult = RouteResponse<
  RouteOf<(typeof api.adminOperations)['disableUser' | 'enableUser' | 'endSessions']>
>;

export const changeUserAccess = (
  { userId, change }: { userId: string; change: UserAccessChange },
  action?: UserAction,
): Promise<UserAccessResult> => {
  const options = { params: { userId }, idempotencyKey: action?.idempotencyKey };
  if (change === 'disable') return apiClient(api.adminOperations.disableUser, options);
  if (change === 'enable') return apiClient(api.adminOperations.enableUser, options);
  return apiClient(api.adminOperations.endSessions, options);
};

/** After a change, the users list and the audit log (which now names it) are read again. */
export function useChangeUserAccess() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: changeUserAccess,
    onSettled: () => invalidateAdmin(queryClient),
  });
}
