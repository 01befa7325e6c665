import type { ProjectTier } from '@charter/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import type { AgentDecision } from './evaluate-agent-decision';

/** The principles of a tier's default constitution, for the admin's demo. */
export const getAdminPrinciples = (tier: ProjectTier) =>
  apiClient(api.governance.adminPrinciples, { query: { tier } });

export const adminPrinciplesQueryOptions = (tier: ProjectTier) =>
  queryOptions({
    queryKey: ['governance', 'admin-demo', 'principles', tier],
    queryFn: () => getAdminPrinciples(tier),
  });

export function useAdminPrinciples(tier: ProjectTier) {
  return useQuery(adminPrinciplesQueryOptions(tier));
}

export const evaluateAdminAgentDecision = (body: AgentDecision & { tier: ProjectTier }) =>
  apiClient(api.governance.adminAgentDecision, { body });

export type AdminAgentDecisionResult = Awaited<ReturnType<typeof evaluateAdminAgentDecision>>;

/** Recorded nowhere (no ledger is touched), so no query is read again after it. */
export function useEvaluateAdminAgentDecision(tier: ProjectTier) {
  return useMutation({
    mutationFn: (decision: AgentDecision) => evaluateAdminAgentDecision({ ...decision, tier }),
  });
}
