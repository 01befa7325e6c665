import type { ConnectProjectInput } from '@charter/core/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const connectProject = (body: ConnectProjectInput) =>
  apiClient(api.connectedProjects.connect, { body });

export type ConnectedProjectCreated = Awaited<ReturnType<typeof connectProject>>;

/** A new project and a new key: every project list and key list changes. */
export function useConnectProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectProject,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
        queryClient.invalidateQueries({ queryKey: ['keys'] }),
      ]);
    },
  });
}
