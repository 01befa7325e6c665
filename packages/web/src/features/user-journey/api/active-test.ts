import type { ActiveJourneyTest, JourneyScenarioId } from '@charter/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** The running test lives on the server (the original lost completed steps on reload). */
export const activeTestQueryKey = ['user-journey', 'active'] as const;

export const getActiveTest = async () => (await apiClient(api.userJourney.getActive)).activeTest;

export const activeTestQueryOptions = () =>
  queryOptions({ queryKey: activeTestQueryKey, queryFn: getActiveTest });

export function useActiveTest() {
  return useQuery(activeTestQueryOptions());
}

function useActiveTestMutation<V>(call: (variables: V) => Promise<ActiveJourneyTest | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (activeTest) => queryClient.setQueryData(activeTestQueryKey, activeTest),
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
