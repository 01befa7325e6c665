import type { ProjectTier, RouteBody, RouteOf } from '@charter/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';
import type { AgentDecision } from './evaluate-agent-decision';

/** The principles of a tier's default constitution, for the admin's demo. */
export function useAdminPrinciples(tier: ProjectTier) {
  return useQuery(routeQueryOptions(api.governance.adminPrinciples, { query: { tier } }));
}

export const evaluateAdminAgentDecision = (
  body: RouteBody<RouteOf<typeof api.governance.adminAgentDecision>>,
) => apiClient(api.governance.adminAgentDecision, { body });

export type AdminAgentDecisionResult = Awaited<ReturnType<typeof evaluateAdminAgentDecision>>;

/** Recorded nowhere (no ledger is touched), so no query is read again after it. */
export function useEvaluateAdminAgentDecision(tier: ProjectTier) {
  return useMutation({
    mutationFn: (decision: AgentDecision) => evaluateAdminAgentDecision({ ...decision, tier }),
  });
}
