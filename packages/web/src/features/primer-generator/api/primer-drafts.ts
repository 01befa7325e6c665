import type { PartialPrimerAnswers } from '@charter/core/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const primerDraftKey = ['primer', 'draft'] as const;

/** The user's auto-saved answers: the server keeps none or one draft; the form opens on the first. */
export const getPrimerDraft = async (): Promise<PartialPrimerAnswers | null> => {
  const { drafts } = await apiClient(api.primerDrafts.getDraft);
  return drafts[0]?.answers ?? null;
};

export const primerDraftQueryOptions = () =>
  queryOptions({ queryKey: primerDraftKey, queryFn: getPrimerDraft });

export function usePrimerDraft() {
  return useQuery(primerDraftQueryOptions());
}

export const savePrimerDraft = (answers: PartialPrimerAnswers) =>
  apiClient(api.primerDrafts.saveDraft, { body: { answers } });

export const deletePrimerDraft = () => apiClient(api.primerDrafts.deleteDraft);

/** Clear Form: the stored draft goes first, so a failed delete leaves the form as it was. */
export function useDeletePrimerDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrimerDraft,
    onSuccess: () => queryClient.setQueryData(primerDraftKey, null),
  });
}
