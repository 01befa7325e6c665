import { patternsApi, type VALIDATOR_CATEGORIES } from '@charter/core/api';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type ValidatorCategory = (typeof VALIDATOR_CATEGORIES)[number];

export interface ArchitecturalDecision {
  decision_type: ValidatorCategory;
  description: string;
  proposed_implementation: string;
}

export const validateArchitecture = (body: ArchitecturalDecision) =>
  apiClient(patternsApi.validate, { body });

export type ArchitecturalValidation = Awaited<ReturnType<typeof validateArchitecture>>['validation'];

export function useValidateArchitecture() {
  return useMutation({ mutationFn: validateArchitecture });
}
