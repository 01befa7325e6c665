import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const getConstitutionalRules = () => apiClient(api.semi.constitutionalRules);

/** The rules are loaded with the screen. */
export function useConstitutionalRules() {
  return useQuery(
    queryOptions({ queryKey: ['semi', 'constitutional-rules'], queryFn: getConstitutionalRules }),
  );
}

export const getStrategicContext = () => apiClient(api.semi.strategicContext, { params: { userId: 'me' } });
export type StrategicContextData = Awaited<ReturnType<typeof getStrategicContext>>;

/** Loaded when the person asks for it (the Context panel's button), then kept fresh like any query. */
export function useStrategicContext(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: ['semi', 'strategic-context'], queryFn: getStrategicContext, enabled }),
  );
}
