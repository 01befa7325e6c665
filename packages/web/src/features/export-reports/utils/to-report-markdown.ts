import type { LedgerEntry, Rebellion } from '@charter/core';
import { type ProjectWithSettings, type Report, summarizeRows, toDecisionNote } from './report';
import { toThresholdSource } from './to-report-csv';

/**
 * Stored text as one line of inline Markdown: line breaks become spaces, and the characters that would
 * start markup, a table cell or HTML are escaped. toMarkdownText('a | <b>') → 'a \| \<b\>'.
 */
export function toMarkdownText(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return '—';
  return text.replace(/\r\n|\r|\n/g, ' ').replace(/([\\`*_[\]|<>#])/g, '\\$1');
}

/** `2026-01-05 10:00 UTC`: one unambiguous clock for every reader of the report. */
export function toUtcMinute(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return toMarkdownText(iso);
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export const STATUS_LABELS: Record<LedgerEntry['status'], string> = {
  approved: 'Approved',
  blocked: 'Blocked',
  warning: 'Needs review',
};

const REBELLION_LABELS: Record<Rebellion['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Revoked',
};

function table(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ];
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const ids = (list: readonly string[]) => (list.length ? list.map((id) => `\`${id}\``).join(', ') : '—');

function decisionsSection(decisions: readonly LedgerEntry[]): string[] {
  if (decisions.length === 0) return ['_No decisions in this range._'];
  return table(
    ['When', 'Project', 'Agent', 'Type', 'Verdict', 'Score', 'Rules violated', 'Description'],
    decisions.map((d) => [
      toUtcMinute(d.at),
      toMarkdownText(d.project_name),
      toMarkdownText(d.agent_id),
      toMarkdownText(d.decision_type),
      d.exception_rebellion_id ? `${STATUS_LABELS[d.status]} (exception)` : STATUS_LABELS[d.status],
      String(d.score),
      ids(d.violated_rule_ids),
      toMarkdownText(d.description),
    ]),
  );
}

function rebellionsSection(rebellions: readonly Rebellion[]): string[] {
  if (rebellions.length === 0) return ['_No rebellions in this range._'];
  return table(
    ['Filed', 'Project', 'Agent', 'Requested action', 'Rules', 'Status', 'Decided', 'By', 'Note'],
    rebellions.map((r) => [
      toUtcMinute(r.created_at),
      toMarkdownText(r.project_name),
      toMarkdownText(r.agent_id),
      toMarkdownText(r.requested_action),
      ids(r.rule_ids),
      REBELLION_LABELS[r.status],
      toUtcMinute(r.decided_at),
      toMarkdownText(r.decided_by),
      toMarkdownText(toDecisionNote(r)),
    ]),
  );
}

function thresholdCell(
  entry: ProjectWithSettings,
  key: 'dependencyLimit' | 'apiTimeoutMs' | 'buildBudgetSeconds',
) {
  const value = entry.settings.effective[key];
  if (value === null) return '—';
  return toThresholdSource(entry, key) === 'project' ? `${value} (project setting)` : String(value);
}

function projectsSection(projects: readonly ProjectWithSettings[]): string[] {
  if (projects.length === 0) return ['_No projects._'];
  return table(
    ['Project', 'Source', 'Dependency limit', 'API timeout (ms)', 'Build budget (s)', 'Updated'],
    projects.map((p) => [
      toMarkdownText(p.project.name),
      p.project.source,
      thresholdCell(p, 'dependencyLimit'),
      thresholdCell(p, 'apiTimeoutMs'),
      thresholdCell(p, 'buildBudgetSeconds'),
      toUtcMinute(p.project.updatedAt),
    ]),
  );
}

function rulesSection(report: Required<Pick<Report, 'constitution'>>): string[] {
  const { constitution } = report;
  return [
    `Constitution version ${constitution.version}, tier ${constitution.tier}.`,
    '',
    ...table(
      ['Rule', 'Title', 'Category', 'Severity', 'Enforcement', 'Threshold'],
      constitution.rules.map((r) => [
        `\`${r.id}\``,
        toMarkdownText(r.title),
        r.category,
        r.severity,
        r.enforcement,
        r.threshold === undefined ? (r.level ?? '—') : `${r.threshold}${r.unit ? ` ${r.unit}` : ''}`,
      ]),
    ),
  ];
}

/** A readable audit: what it covers, a summary of verdicts and rebellions, then each chosen section. */
export function toReportMarkdown(report: Report): string {
  const summary = summarizeRows(report);
  const lines = [
    '# Charter governance report',
    '',
    `- Generated: ${toUtcMinute(report.generatedAt.toISOString())}`,
    `- Range: ${toMarkdownText(report.range.label)}`,
    `- Project: ${report.project ? toMarkdownText(report.project.name) : 'All projects'}`,
    '',
    '## Summary',
    '',
  ];
  if (summary.decisions) {
    const d = summary.decisions;
    lines.push(
      `- Decisions: ${d.total} — ${d.approved} approved, ${d.blocked} blocked, ${d.needs_review} needs review`,
    );
  }
  if (summary.rebellions) {
    const r = summary.rebellions;
    lines.push(
      `- Rebellions: ${r.total} — ${r.pending} pending, ${r.approved} approved, ${r.rejected} rejected`,
    );
  }
  if (report.projects) lines.push(`- Projects: ${report.projects.length}`);
  if (report.constitution)
    lines.push(`- Constitution rules: ${plural(report.constitution.rules.length, 'rule')}`);

  if (report.decisions) lines.push('', '## Decisions', '', ...decisionsSection(report.decisions));
  if (report.rebellions) lines.push('', '## Rebellions', '', ...rebellionsSection(report.rebellions));
  if (report.projects) lines.push('', '## Projects', '', ...projectsSection(report.projects));
  if (report.constitution) {
    lines.push('', '## Constitution rules', '', ...rulesSection({ constitution: report.constitution }));
  }
  return `${lines.join('\n')}\n`;
}
