import type { CreateProjectInput } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** The generator's payload goes to `POST /api/projects`; the conversation's has its own route. */
export const saveProject = (input: CreateProjectInput, action?: UserAction) =>
  apiClient(api.projects.create, { body: input, idempotencyKey: action?.idempotencyKey });

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: saveProject,
    // The dashboard lists projects under ['projects'] and never refetches on its own (data never stale).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
