import type { RouteBody, RouteOf } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateLedgerQueries } from '../../../lib/queries/ledger';

export type ArchitecturalDecision = RouteBody<RouteOf<typeof api.patterns.validate>>;
export type ValidatorCategory = ArchitecturalDecision['decision_type'];

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
