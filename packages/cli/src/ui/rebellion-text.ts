import { describeRebellion, type Rebellion } from '@charter/core';
import { type OutputFormat, toJsonText } from './formats';

/** One rebellion for people: what was asked, by whom, why, what it lets through, and who decided. */
export function toRebellionText(r: Rebellion, now = new Date()): string {
  const lines = [
    `${r.rebellion_id}  ${r.status}  ${r.decision_type}: ${r.requested_action}`,
    `  rules ${r.rule_ids.join(', ')}${r.max_value !== null ? ` (asked up to ${r.max_value})` : ''} · risk ${r.risk_analysis.level} · filed by ${r.agent_id} on ${r.created_at.slice(0, 10)}`,
    `  why: ${r.justification}`,
    `  ${describeRebellion(r, now)}`,
  ];
  if (r.decided_by)
    lines.push(
      `  ${r.status} by ${r.decided_by} on ${r.decided_at?.slice(0, 10)}${r.expires_at ? `, until ${r.expires_at}` : ''}${r.rejection_reason ? `: ${r.rejection_reason}` : ''}`,
    );
  return `${lines.join('\n')}\n`;
}

/** `charter rebellion …` output: one rebellion or a list, as JSON (`{ rebellions }` for a list) or text. */
export function toRebellionReport(
  value: Rebellion | Rebellion[],
  format: OutputFormat,
  empty = 'No rebellions.',
): string {
  if (format === 'json') {
    return toJsonText(Array.isArray(value) ? { rebellions: value } : value);
  }
  const list = Array.isArray(value) ? value : [value];
  return list.length === 0 ? `${empty}\n` : list.map((r) => toRebellionText(r)).join('\n');
}

/** What a person does next with a rebellion just filed (text only). */
export const toRebellionNextStep = (rebellionId: string, onServer: boolean) =>
  `\nA person decides it with: charter rebellion approve ${rebellionId} (or reject … --reason "…")${onServer ? ', or in the console' : ''}.\n`;
