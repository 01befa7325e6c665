import type { LedgerEntry } from './schema';

// Apart from the governance schemas: the dashboard reads these on its first paint, and a module without zod
// keeps the contract out of that screen's JavaScript.

/**
 * The sources of decisions agents really asked: `external` (a Charter key: the HTTP API, the CLI's server
 * mode, MCP against a server) and `cli` (the repo-local ledger: hooks, MCP, `charter validate`). Every
 * figure (ROI, the dashboard's Key Decisions, Export Reports) counts only these. The Constitutional Demo
 * (`demo`), the Architectural Validator (`patterns`), console test runs (`governance`) and `test` are kept
 * in the ledger for the audit, and counted nowhere. A new agent entry point (A2A…) adds its source here.
 */
export const AGENT_LEDGER_SOURCES = [
  'external',
  'cli',
  'widget',
] as const satisfies readonly LedgerEntry['source'][];

/** What every screen that counts decisions says about what it counts. */
export const AGENT_DECISIONS_NOTE =
  "Counts decisions agents asked for (API keys, the CLI, MCP and hooks, A2A agents, the embedded widget). Constitutional Demo, Architectural Validator, console test runs and the console's AI Assistant are not counted.";

/**
 * Whether a ledger entry is a decision an agent really asked (and so counts in figures).
 * @example isAgentDecision({ source: 'demo' }); // false
 */
export function isAgentDecision(entry: Pick<LedgerEntry, 'source'>): boolean {
  // An A2A agent's decisions are recorded as `a2a:<caller>`.
  return (
    (AGENT_LEDGER_SOURCES as readonly string[]).includes(entry.source) || entry.source.startsWith('a2a:')
  );
}
