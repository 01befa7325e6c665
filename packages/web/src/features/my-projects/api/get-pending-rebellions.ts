import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** The same key as the rebellion review's Pending list, so a decision there refreshes this count too. */
export function usePendingRebellions() {
  return useQuery({
    queryKey: ['rebellions', 'list', 'pending'],
    queryFn: async () => (await apiClient(api.rebellions.list, { query: { status: 'pending' } })).rebellions,
  });
}
