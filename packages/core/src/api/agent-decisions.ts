// Zod-free: the dashboard reads these on its first paint (see governance/agent-decisions.ts).
export { AGENT_DECISIONS_NOTE, AGENT_LEDGER_SOURCES, isAgentDecision } from '../governance/agent-decisions';
