import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** Under ['account'], so any account change can invalidate what it touched. */
export const accountSessionsQueryKey = ['account', 'sessions'] as const;

export const getAccountSessions = async () => (await apiClient(api.account.listSessions)).sessions;

export type AccountSessionView = Awaited<ReturnType<typeof getAccountSessions>>[number];

export const accountSessionsQueryOptions = () =>
  queryOptions({ queryKey: accountSessionsQueryKey, queryFn: getAccountSessions });

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}
