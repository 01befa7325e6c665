import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** The user's constitution: the default rules and those generated from best practices. */
export const getConstitution = async () => (await apiClient(api.governance.constitution)).constitution;

export const constitutionQueryOptions = () =>
  queryOptions({
    queryKey: ['governance', 'constitution', 'export'],
    queryFn: getConstitution,
    refetchOnMount: 'always',
  });

export function useConstitution() {
  return useQuery(constitutionQueryOptions());
}
