import type { PrimerAnswers } from '@charter/core';
import type { GeneratedPrimerAnswer } from '@charter/core/api';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export type GeneratedPrimer = GeneratedPrimerAnswer;

/** The primer, its metadata, the compliance check and the agent files, from the 16 answers. */
export const generatePrimer = (answers: PrimerAnswers) =>
  apiClient(api.primers.generate, { body: { answers } });

export function useGeneratePrimer() {
  return useActionMutation({ mutationFn: generatePrimer });
}
