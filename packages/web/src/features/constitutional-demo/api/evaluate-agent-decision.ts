import { type AGENT_TYPES, governanceApi } from '@charter/core/api';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type AgentType = (typeof AGENT_TYPES)[number];

export interface AgentDecision {
  agent_type: AgentType;
  decision_description: string;
  proposed_action: string;
}

export const evaluateAgentDecision = (body: AgentDecision) =>
  apiClient(governanceApi.agentDecision, { body });

export type AgentDecisionResult = Awaited<ReturnType<typeof evaluateAgentDecision>>;

/** Each evaluation is a new ledger entry, so nothing cached changes here. */
export function useEvaluateAgentDecision() {
  return useMutation({ mutationFn: evaluateAgentDecision });
}
