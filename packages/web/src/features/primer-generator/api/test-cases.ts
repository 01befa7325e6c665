import type { RouteBody, RouteOf, RouteResponse } from '@charter/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { queryKey } from '../../../lib/queries/keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

const toTestCases = (data: RouteResponse<RouteOf<typeof api.primerDrafts.listTestCases>>) => data.testCases;

/** Named answer sets the user saved, most recently saved first. */
export function useTestCases() {
  return useQuery({ ...routeQueryOptions(api.primerDrafts.listTestCases), select: toTestCases });
}

export type SaveTestCaseInput = RouteBody<
  RouteOf<typeof api.primerDrafts.saveTestCases>
>['testCases'][number];

/** Merged by name on the server: saving under an existing name replaces that case. */
export const saveTestCase = ({ name, answers }: SaveTestCaseInput) =>
  apiClient(api.primerDrafts.saveTestCases, { body: { testCases: [{ name, answers }], mode: 'merge' } });

/** The answer is the whole saved list, as the list route answers it. */
export function useSaveTestCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestCase,
    onSuccess: (saved) => queryClient.setQueryData(queryKey(api.primerDrafts.listTestCases), saved),
  });
}
