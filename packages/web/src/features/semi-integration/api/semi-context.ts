import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

/** The rules are loaded with the screen. */
export function useConstitutionalRules() {
  return useQuery(routeQueryOptions(api.semi.constitutionalRules));
}

/** Loaded when the person asks for it (the Context panel's button), then kept fresh like any query. */
export function useStrategicContext(enabled: boolean) {
  return useQuery({
    ...routeQueryOptions(api.semi.strategicContext, { params: { userId: 'me' } }),
    enabled,
  });
}
