import type { CreateConversationProjectInput } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateProjects } from '../../../lib/queries/projects';

/** Saves the conversation as a project. */
export const saveConversationProject = (body: CreateConversationProjectInput, action?: UserAction) =>
  apiClient(api.projects.createFromConversation, { body, idempotencyKey: action?.idempotencyKey });

export function useSaveConversationProject() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: saveConversationProject,
    // Project lists never refetch on their own (data never stale).
    onSuccess: () => invalidateProjects(queryClient),
  });
}
