import type { RouteBody, RouteOf } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { type UserAction, useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { invalidateLedgerQueries } from '../../../lib/queries/ledger';

export type AgentDecision = RouteBody<RouteOf<typeof api.governance.agentDecision>>;
export type AgentType = AgentDecision['agent_type'];

export const evaluateAgentDecision = (body: AgentDecision, action?: UserAction) =>
  apiClient(api.governance.agentDecision, { body, idempotencyKey: action?.idempotencyKey });

export type AgentDecisionResult = Awaited<ReturnType<typeof evaluateAgentDecision>>;

/** The answer is recorded in the ledger, so what is computed from the ledger is read again. */
export function useEvaluateAgentDecision() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: evaluateAgentDecision,
    onSuccess: () => invalidateLedgerQueries(queryClient),
  });
}
