import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { useSignedOutGuard } from '../../../lib/auth';
import { invalidateAccountSessions } from './get-account-sessions';

export const revokeSession = async (sessionId: string) =>
  (await apiClient(api.account.revokeSession, { params: { sessionId } })).revokedSessions;

export const revokeOtherSessions = async () =>
  (await apiClient(api.account.revokeOtherSessions)).revokedSessions;

/** Either way the list changed (a 404 means the session had ended already): read it again. */
function useRevoke<T>(mutationFn: (input: T) => Promise<number>) {
  const queryClient = useQueryClient();
  const onSignedOut = useSignedOutGuard();
  return useMutation({
    mutationFn,
    onError: onSignedOut,
    onSettled: () => invalidateAccountSessions(queryClient),
  });
}

export const useRevokeSession = () => useRevoke(revokeSession);
export const useRevokeOtherSessions = () => useRevoke<void>(revokeOtherSessions);
