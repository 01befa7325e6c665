import type { ProjectTier } from '@charter/core';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import type { ArchitecturalDecision } from './validate-architecture';

export const validateArchitectureAsAdmin = (body: ArchitecturalDecision & { tier: ProjectTier }) =>
  apiClient(api.patterns.adminValidate, { body });

export type AdminArchitecturalValidation = Awaited<ReturnType<typeof validateArchitectureAsAdmin>>;

/** Recorded nowhere (no ledger is touched), so no query is read again after it. */
export function useValidateArchitectureAsAdmin(tier: ProjectTier) {
  return useMutation({
    mutationFn: (decision: ArchitecturalDecision) => validateArchitectureAsAdmin({ ...decision, tier }),
  });
}
