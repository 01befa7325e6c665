import type { VALIDATOR_CATEGORIES } from '@charter/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateLedgerQueries } from '../../../lib/queries/ledger';

export type ValidatorCategory = (typeof VALIDATOR_CATEGORIES)[number];

export interface ArchitecturalDecision {
  decision_type: ValidatorCategory;
  description: string;
  proposed_implementation: string;
}

export const validateArchitecture = (body: ArchitecturalDecision, action?: UserAction) =>
  apiClient(api.patterns.validate, { body, idempotencyKey: action?.idempotencyKey });

export type ArchitecturalValidation = Awaited<ReturnType<typeof validateArchitecture>>['validation'];

/** The answer is recorded in the ledger, so what is computed from the ledger is read again. */
export function useValidateArchitecture() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: validateArchitecture,
    onSuccess: () => invalidateLedgerQueries(queryClient),
  });
}
