import type { GeneratedPrimerAnswer, PrimerAnswers } from '@charter/core';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export type GeneratedPrimer = GeneratedPrimerAnswer;

/** The primer, its metadata, the compliance check and the agent files, from the name and the 16 answers. */
export const generatePrimer = ({ answers, projectName }: { answers: PrimerAnswers; projectName: string }) =>
  apiClient(api.primers.generate, { body: { answers, projectName: projectName.trim() } });

export function useGeneratePrimer() {
  return useActionMutation({ mutationFn: generatePrimer });
}
