import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const constitutionalTestQueryKey = ['governance', 'constitutional-test'] as const;

export const runConstitutionalTest = () => apiClient(api.governance.constitutionalTest);

export type ConstitutionalTest = Awaited<ReturnType<typeof runConstitutionalTest>>;

/** Runs on load (spec 001); Run Test refetches it. */
export const constitutionalTestQueryOptions = () =>
  queryOptions({ queryKey: constitutionalTestQueryKey, queryFn: runConstitutionalTest });

export function useConstitutionalTest() {
  return useQuery(constitutionalTestQueryOptions());
}
