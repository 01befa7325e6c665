import type { RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export type ConstitutionalTest = RouteResponse<RouteOf<typeof api.governance.constitutionalTest>>;

/** Runs on load (spec 001); Run Test refetches it. */
export function useConstitutionalTest() {
  return useQuery(routeQueryOptions(api.governance.constitutionalTest));
}
