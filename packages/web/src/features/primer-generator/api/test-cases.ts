import type { PartialPrimerAnswers } from '@charter/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const testCasesKey = ['primer', 'test-cases'] as const;

/** Named answer sets the user saved, most recently saved first. */
export const listTestCases = async () => (await apiClient(api.primerDrafts.listTestCases)).testCases;

export const testCasesQueryOptions = () => queryOptions({ queryKey: testCasesKey, queryFn: listTestCases });

export function useTestCases() {
  return useQuery(testCasesQueryOptions());
}

export interface SaveTestCaseInput {
  name: string;
  answers: PartialPrimerAnswers;
}

/** Merged by name on the server: saving under an existing name replaces that case. */
export const saveTestCase = ({ name, answers }: SaveTestCaseInput) =>
  apiClient(api.primerDrafts.saveTestCases, { body: { testCases: [{ name, answers }], mode: 'merge' } });

export function useSaveTestCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestCase,
    onSuccess: ({ testCases }) => queryClient.setQueryData(testCasesKey, testCases),
  });
}
