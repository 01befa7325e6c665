import type { ActiveJourneyTest, JourneyScenarioId } from '@charter/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateRoutes, queryKey } from '../../../lib/queries/keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

/** The running test lives on the server (the original lost completed steps on reload). */
export function useActiveTest() {
  return useQuery({ ...routeQueryOptions(api.userJourney.getActive), select: (data) => data.activeTest });
}

/** What the server says the running test is now (null: none), without reading it again. */
export const setActiveTest = (queryClient: QueryClient, activeTest: ActiveJourneyTest | null) =>
  queryClient.setQueryData(queryKey(api.userJourney.getActive), { activeTest });

/** The running test may have changed on the server (a refused step): read it again. */
export const invalidateActiveTest = (queryClient: QueryClient) =>
  invalidateRoutes(queryClient, api.userJourney.getActive);

/** A submitted result changes every list and figure of the journey tests. */
export const invalidateJourney = (queryClient: QueryClient) => invalidateRoutes(queryClient, api.userJourney);

function useActiveTestMutation<V>(call: (variables: V) => Promise<ActiveJourneyTest | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (activeTest) => setActiveTest(queryClient, activeTest),
  });
}

export const useStartTest = () =>
  useActiveTestMutation(
    async (scenarioId: JourneyScenarioId) =>
      (await apiClient(api.userJourney.start, { body: { scenarioId } })).activeTest,
  );

export const useCompleteStep = () =>
  useActiveTestMutation(
    async (stepId: string) =>
      (await apiClient(api.userJourney.completeStep, { body: { stepId } })).activeTest,
  );

export const useResetTest = () =>
  useActiveTestMutation(async (_: undefined) => {
    await apiClient(api.userJourney.reset);
    return null;
  });
