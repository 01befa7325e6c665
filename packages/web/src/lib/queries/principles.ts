import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-routes';
import { routeQueryOptions } from './route-query';

/**
 * The user's principles and the constitution's version: the Constitutional Demo shows both, ROI Analytics
 * names the rules behind blocked decisions.
 */
export const principlesQueryOptions = () => queryOptions(routeQueryOptions(api.governance.principles));

export function usePrinciples() {
  return useQuery(principlesQueryOptions());
}
