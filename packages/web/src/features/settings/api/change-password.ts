import type { ChangePasswordInput } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { useSignedOutGuard } from '../../../lib/auth';
import { invalidateAccountSessions } from './get-account-sessions';

export const changePassword = async (body: ChangePasswordInput) =>
  (await apiClient(api.account.changePassword, { body })).revokedSessions;

/** Every other session ends with the old password, so the session list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const onSignedOut = useSignedOutGuard();
  return useActionMutation({
    mutationFn: changePassword,
    onSuccess: () => invalidateAccountSessions(queryClient),
    onError: onSignedOut,
  });
}
