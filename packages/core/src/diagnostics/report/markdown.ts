import { CATEGORY_LABELS, type DiagnosticSummary } from '../score';
import type { Finding } from '../types';

export interface ReportContext {
  /** What was scanned, as the user named it (a path or a repository URL). */
  target: string;
  filesScanned: number;
  /** Findings the baseline accepted (not listed). */
  baselinedCount?: number;
  lockfiles?: readonly { file: string; packageCount: number }[];
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The report as Markdown (a PR comment, a job summary, the screen's download). */
export function toMarkdownReport(
  summary: DiagnosticSummary,
  findings: readonly Finding[],
  context: ReportContext,
): string {
  const lines = [
    `# Charter check: ${context.target}`,
    '',
    `**Overall health: ${summary.overallHealth}/100** · ${context.filesScanned} files scanned · ${findings.length} finding${findings.length === 1 ? '' : 's'}` +
      (context.baselinedCount ? ` · ${context.baselinedCount} baselined` : ''),
    '',
    '| Category | Score | Status | Findings |',
    '| --- | --- | --- | --- |',
    ...summary.diagnostics.map(
      (d) =>
        `| ${d.label} | ${d.score} | ${d.status} | ${findings.filter((f) => f.category === d.category).length} |`,
    ),
  ];
  if (context.lockfiles && context.lockfiles.length > 0) {
    lines.push('', '## Installed packages', '');
    for (const lockfile of context.lockfiles)
      lines.push(`- \`${lockfile.file}\`: ${lockfile.packageCount} packages`);
  }
  for (const diagnostic of summary.diagnostics) {
    const own = findings.filter((f) => f.category === diagnostic.category);
    if (own.length === 0) continue;
    lines.push('', `## ${CATEGORY_LABELS[diagnostic.category]}`, '');
    lines.push('| Severity | Rule | Location | Message | Fix |', '| --- | --- | --- | --- | --- |');
    for (const f of own) {
      lines.push(
        `| ${f.severity} | \`${f.ruleId}\` | \`${f.file}:${f.line}:${f.column}\` | ${escapeCell(f.message)} | ${escapeCell(f.fix)} |`,
      );
    }
  }
  if (findings.length === 0) lines.push('', 'No findings.');
  return `${lines.join('\n')}\n`;
}

/** One line per finding, `file:line:col  severity  rule  message`, then a summary line (terminals, CI logs). */
export function toTextReport(
  summary: DiagnosticSummary,
  findings: readonly Finding[],
  context: ReportContext,
): string {
  const lines = findings.map(
    (f) =>
      `${f.file}:${f.line}:${f.column}  ${f.severity.padEnd(8)}  ${f.ruleId}  ${f.message}\n    fix: ${f.fix}`,
  );
  const scores = summary.diagnostics.map((d) => `${d.label} ${d.score}`).join(', ');
  lines.push(
    '',
    `${findings.length} finding${findings.length === 1 ? '' : 's'} in ${context.filesScanned} files` +
      (context.baselinedCount ? ` (${context.baselinedCount} more baselined)` : '') +
      ` · health ${summary.overallHealth}/100 (${scores})`,
  );
  return `${lines.join('\n')}\n`;
}
