import type { ConnectProjectInput } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateKeyLists } from '../../../lib/queries/api-keys';
import { invalidateProjects } from '../../../lib/queries/projects';

export const connectProject = (body: ConnectProjectInput, action?: UserAction) =>
  apiClient(api.connectedProjects.connect, { body, idempotencyKey: action?.idempotencyKey });

export type ConnectedProjectCreated = Awaited<ReturnType<typeof connectProject>>;

/** A new project and a new key: every project list and key list changes. */
export function useConnectProject() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: connectProject,
    onSuccess: async () => {
      await Promise.all([invalidateProjects(queryClient), invalidateKeyLists(queryClient)]);
    },
  });
}
