import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { ANALYZING_POLL_MS } from './get-rescue-missions';

export const getAdminRescueMissions = async () => (await apiClient(api.rescueMissions.adminList)).missions;

export const getAdminRescueMission = async (missionId: string) =>
  (await apiClient(api.rescueMissions.adminGet, { params: { missionId } })).mission;

export function useAdminRescueMissions() {
  return useQuery({ queryKey: ['rescue-missions', 'admin'], queryFn: getAdminRescueMissions });
}

export function useAdminRescueMission(missionId: string) {
  return useQuery({
    queryKey: ['rescue-missions', 'admin', missionId],
    queryFn: () => getAdminRescueMission(missionId),
    refetchInterval: (query) => (query.state.data?.status === 'analyzing' ? ANALYZING_POLL_MS : false),
  });
}
