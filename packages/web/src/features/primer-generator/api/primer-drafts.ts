import type { PartialPrimerAnswers } from '@charter/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const primerDraftKey = ['primer', 'draft'] as const;

/** What the form keeps between visits: the answers and the project's name. */
export interface StoredDraft {
  answers: PartialPrimerAnswers;
  projectName: string;
}

/** The user's auto-saved draft: the server keeps none or one; the form opens on the first. */
export const getPrimerDraft = async (): Promise<StoredDraft | null> => {
  const { drafts } = await apiClient(api.primerDrafts.getDraft);
  const draft = drafts[0];
  return draft ? { answers: draft.answers, projectName: draft.projectName ?? '' } : null;
};

export const primerDraftQueryOptions = () =>
  queryOptions({ queryKey: primerDraftKey, queryFn: getPrimerDraft });

export function usePrimerDraft() {
  return useQuery(primerDraftQueryOptions());
}

export const savePrimerDraft = ({ answers, projectName }: StoredDraft) =>
  apiClient(api.primerDrafts.saveDraft, {
    body: projectName.trim() === '' ? { answers } : { answers, projectName },
  });

export const deletePrimerDraft = () => apiClient(api.primerDrafts.deleteDraft);

/** Clear Form: the stored draft goes first, so a failed delete leaves the form as it was. */
export function useDeletePrimerDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrimerDraft,
    onSuccess: () => queryClient.setQueryData(primerDraftKey, null),
  });
}
