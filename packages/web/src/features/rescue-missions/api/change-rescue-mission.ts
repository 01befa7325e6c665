import type { CreateRescueMissionInput, RescueMission } from '@charter/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateRoutes, queryKey } from '../../../lib/queries/keys';
import type { RescueMissionList } from './get-rescue-missions';

export const createRescueMission = async (body: CreateRescueMissionInput, action?: UserAction) =>
  (await apiClient(api.rescueMissions.create, { body, idempotencyKey: action?.idempotencyKey })).mission;

/** One explicit transition of the mission's lifecycle; the server refuses an impossible one with 409. */
export type RescueMissionChange =
  | { kind: 'analyze'; missionId: string }
  | { kind: 'startRecovery'; missionId: string }
  | { kind: 'complete'; missionId: string }
  | { kind: 'markStep'; missionId: string; stepId: string; done: boolean };

export async function changeRescueMission(change: RescueMissionChange): Promise<RescueMission> {
  const params = { missionId: change.missionId };
  switch (change.kind) {
    case 'analyze':
      return (await apiClient(api.rescueMissions.analyze, { params })).mission;
    case 'startRecovery':
      return (await apiClient(api.rescueMissions.startRecovery, { params })).mission;
    case 'complete':
      return (await apiClient(api.rescueMissions.complete, { params })).mission;
    case 'markStep':
      return (
        await apiClient(api.rescueMissions.markStep, {
          params: { ...params, stepId: change.stepId },
          body: { done: change.done },
        })
      ).mission;
  }
}

export function useCreateRescueMission() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: createRescueMission,
    onSuccess: () => invalidateRoutes(queryClient, api.rescueMissions),
  });
}

const listKey = queryKey(api.rescueMissions.list);

/** Changes the cached list in place (the mission's own screen reads it too). */
const updateList = (queryClient: QueryClient, update: (mission: RescueMission) => RescueMission) =>
  queryClient.setQueryData<RescueMissionList>(
    listKey,
    (data) => data && { ...data, missions: data.missions.map(update) },
  );

/**
 * A ticked step shows at once (the server's answer then replaces it; a refusal puts the list back); every
 * answer replaces the mission in the list before the refetch, so the screen never shows the old phase.
 */
export function useChangeRescueMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRescueMission,
    onMutate: async (change) => {
      if (change.kind !== 'markStep') return;
      await queryClient.cancelQueries({ queryKey: listKey });
      updateList(queryClient, (mission) =>
        mission.id === change.missionId
          ? {
              ...mission,
              plan: mission.plan.map((step) =>
                step.id === change.stepId ? { ...step, done: change.done } : step,
              ),
            }
          : mission,
      );
    },
    onSuccess: (next) => updateList(queryClient, (mission) => (mission.id === next.id ? next : mission)),
    onSettled: () => invalidateRoutes(queryClient, api.rescueMissions),
  });
}
