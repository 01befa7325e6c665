import type { LedgerLog } from '../services/ledger-log';
import { createPaint, paintStatus } from './colour';
import { type OutputFormat, toJsonText } from './formats';

/** `charter log` for people: decisions (verdict, who, why) then rebellions, newest first. */
export function toLedgerLogText(
  { decisions, rebellions, totalDecisions }: LedgerLog,
  colour: boolean,
): string {
  const paint = createPaint(colour);
  if (decisions.length === 0 && rebellions.length === 0) {
    return 'The ledger is empty. `charter validate "<decision>"` records the first decision.\n';
  }
  let text = paint.bold(`Decisions (${decisions.length} of ${totalDecisions}, newest first)\n`);
  for (const d of decisions) {
    const rules = d.violated_rule_ids.length ? ` [${d.violated_rule_ids.join(', ')}]` : '';
    text +=
      `${d.at.slice(0, 19).replace('T', ' ')}  ${paintStatus(paint, d.status, d.status.padEnd(8))}  ${d.decision_type}: ${d.description}${rules}\n` +
      paint.dim(
        `    ${d.decision_id} by ${d.actor}${d.exception_rebellion_id ? `, allowed by ${d.exception_rebellion_id}` : ''}\n`,
      ) +
      (d.rationale ? `    why: ${d.rationale}\n` : '');
  }
  if (rebellions.length > 0) {
    text += paint.bold(`\nRebellions (${rebellions.length})\n`);
    for (const r of rebellions) {
      text +=
        `${r.created_at.slice(0, 19).replace('T', ' ')}  ${r.status.padEnd(8)}  ${r.rebellion_id} for ${r.decision_id ?? '—'} (${r.rule_ids.join(', ')}) by ${r.agent_id}\n` +
        paint.dim(
          `    ${r.justification}${r.decided_by ? ` — ${r.status} by ${r.decided_by}` : ''}${r.rejection_reason ? `: ${r.rejection_reason}` : ''}\n`,
        );
    }
  }
  return text;
}

/** `charter log`'s output: the decisions and rebellions as JSON for scripts, or `toLedgerLogText`. */
export function toLedgerLogReport(log: LedgerLog, format: OutputFormat, colour: boolean): string {
  return format === 'json'
    ? toJsonText({ decisions: log.decisions, rebellions: log.rebellions })
    : toLedgerLogText(log, colour);
}
