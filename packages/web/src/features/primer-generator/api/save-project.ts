import type { CreateProjectInput } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateProjects } from '../../../lib/queries/projects';

/** The generator's payload goes to `POST /api/projects`; the conversation's has its own route. */
export const saveProject = (input: CreateProjectInput, action?: UserAction) =>
  apiClient(api.projects.create, { body: input, idempotencyKey: action?.idempotencyKey });

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: saveProject,
    // The dashboard's project list never refetches on its own (data never stale).
    onSuccess: () => invalidateProjects(queryClient),
  });
}
