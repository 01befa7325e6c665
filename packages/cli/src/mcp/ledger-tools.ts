import type { Rebellion, ValidationStatus } from '@charter/core';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type LedgerFile, readLedger } from '../services/ledger';
import { listLocalRebellions } from '../services/rebellions';
import type { McpContext } from './context';
import {
  type DecisionHistory,
  DecisionHistorySchema,
  getDecisionsInput,
  listRebellionsInput,
  RebellionListOutputSchema,
} from './schemas';
import { guarded, toToolResult } from './tool-result';

export interface DecisionQuery {
  limit: number;
  status?: ValidationStatus | undefined;
  decision_type?: string | undefined;
}

/** The newest decisions matching the query, newest first, each with the exceptions asked for it. */
export function toDecisionHistory(ledger: LedgerFile, query: DecisionQuery): DecisionHistory {
  const matching = ledger.decisions.filter(
    (d) =>
      (!query.status || d.status === query.status) &&
      (!query.decision_type || d.decision_type === query.decision_type),
  );
  const decisions = matching
    .slice(-query.limit)
    .reverse()
    .map((entry) => ({
      ...entry,
      exception_requests: ledger.rebellions
        .filter((r) => r.decision_id === entry.decision_id)
        .map((r) => ({ rebellion_id: r.rebellion_id, status: r.status, expires_at: r.expires_at })),
    }));
  return { decisions, matching: matching.length };
}

function toHistoryText(history: DecisionHistory): string {
  if (history.decisions.length === 0) return 'No decisions recorded yet in .charter/ledger.json.';
  const lines = history.decisions.map((d) => {
    const rules = d.violated_rule_ids.length ? ` — broke ${d.violated_rule_ids.join(', ')}` : '';
    const why = d.rationale ? `\n  why: ${d.rationale}` : '';
    const asked = d.exception_requests.map((r) => `\n  exception ${r.rebellion_id}: ${r.status}`).join('');
    return `${d.at} ${d.decision_id} ${d.status} ${d.decision_type} by ${d.actor}: ${d.description}${rules}${why}${asked}`;
  });
  return [
    `${history.decisions.length} of ${history.matching} matching decisions, newest first:`,
    ...lines,
  ].join('\n');
}

function toRebellionLine(r: Rebellion): string {
  const decided = r.decided_by ? ` by ${r.decided_by}` : '';
  const reason = r.rejection_reason ? ` (${r.rejection_reason})` : '';
  const expiry = r.expires_at ? `, expires ${r.expires_at}` : '';
  return `${r.rebellion_id} ${r.status}${decided}${reason}${expiry}: decision ${r.decision_id ?? '(none)'}, rules ${r.rule_ids.join(', ') || '(none)'}, used ${r.times_used}× — ${r.justification}`;
}

/** get_decisions and list_rebellions: what earlier sessions decided, and where exceptions stand. */
export function registerLedgerTools(server: McpServer, ctx: McpContext): void {
  server.registerTool(
    'get_decisions',
    {
      title: 'Read the decision ledger',
      description:
        'The newest decisions recorded in .charter/ledger.json (by agents and people), newest first, with their verdicts, violated rules, rationale and the status of any exception requested for them. Read it at the start of a session to learn what was already decided and why.',
      inputSchema: getDecisionsInput,
      outputSchema: DecisionHistorySchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (query) =>
      guarded(async () => {
        const history = toDecisionHistory(await readLedger(ctx.root), query);
        return toToolResult(toHistoryText(history), history);
      }),
  );

  server.registerTool(
    'list_rebellions',
    {
      title: 'List exception requests',
      description:
        'The exception requests (rebellions) filed in this repository, newest first, with their status: pending (wait), approved (validate the decision again; it passes while the exception lasts) or rejected (with the reason: change course).',
      inputSchema: listRebellionsInput,
      outputSchema: RebellionListOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ status }) =>
      guarded(async () => {
        const rebellions = (await listLocalRebellions(ctx.root, 'all')).filter(
          (r) => status === 'all' || r.status === status,
        );
        const text = rebellions.length
          ? rebellions.map(toRebellionLine).join('\n')
          : `No ${status === 'all' ? '' : `${status} `}exception requests.`;
        return toToolResult(text, { rebellions });
      }),
  );
}
