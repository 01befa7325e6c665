import { CATEGORY_LABELS, type DiagnosticSummary } from '../score';
import type { Finding, UndecidedCall, UnparsedFile } from '../types';
import {
  countUndecided,
  describeUndecided,
  formatUndecided,
  toUndecidedParts,
  UNDECIDED_SHOWN,
} from './undecided-text';
import {
  describeUnparsed,
  excludesUnparsed,
  formatUnparsed,
  UNPARSED_SHOWN,
  unparsedLocation,
} from './unparsed-text';

export interface ReportContext {
  /** What was scanned, as the user named it (a path or a repository URL). */
  target: string;
  filesScanned: number;
  /** Findings the baseline accepted (not listed). */
  baselinedCount?: number;
  lockfiles?: readonly { file: string; packageCount: number }[];
  /** Outbound HTTP calls not judged (`ScanResult.undecided`): listed after the findings, never counted. */
  undecided?: readonly UndecidedCall[];
  /** How many undecided calls the text report lists before "… and N more" (default UNDECIDED_SHOWN, 10). */
  undecidedShown?: number;
  /**
   * Source files the parser could not read (`ScanResult.parseErrors`): their code rules did not run, so the
   * health figure is said to exclude them and they are listed after the findings.
   */
  unparsed?: readonly UnparsedFile[];
  /** How many unparsed files the text report lists before "… and N more" (default UNPARSED_SHOWN, 10). */
  unparsedShown?: number;
}

/** A category's score as the reports state it: "100", or "100 with 3 calls not judged" for Performance. */
function scoreText(d: DiagnosticSummary['diagnostics'][number], undecided: number): string {
  const note = d.category === 'performance' && undecided > 0 ? ` with ${countUndecided(undecided)}` : '';
  return `${d.score}${note}`;
}

const escapeCell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The report as Markdown (a PR comment, a job summary, the screen's download). */
export function toMarkdownReport(
  summary: DiagnosticSummary,
  findings: readonly Finding[],
  context: ReportContext,
): string {
  const unparsed = context.unparsed ?? [];
  const lines = [
    `# Charter check: ${context.target}`,
    '',
    `**Overall health: ${summary.overallHealth}/100** · ${context.filesScanned} files scanned · ${findings.length} finding${findings.length === 1 ? '' : 's'}` +
      (context.baselinedCount ? ` · ${context.baselinedCount} baselined` : '') +
      (unparsed.length > 0 ? ` · ${excludesUnparsed(unparsed.length)}` : ''),
    '',
    '| Category | Score | Status | Findings |',
    '| --- | --- | --- | --- |',
    ...summary.diagnostics.map(
      (d) =>
        `| ${d.label} | ${scoreText(d, context.undecided?.length ?? 0)} | ${d.status} | ${findings.filter((f) => f.category === d.category).length} |`,
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
  if (unparsed.length > 0) {
    lines.push('', '## Not parsed', '', `${describeUnparsed(unparsed.length)}:`, '');
    for (const file of unparsed) lines.push(`- \`${unparsedLocation(file)}\` ${escapeCell(file.message)}`);
  }
  const undecided = context.undecided ?? [];
  if (undecided.length > 0) {
    lines.push('', '## Not judged', '', `${describeUndecided(undecided.length)}:`, '');
    for (const call of undecided) {
      const { location, what, reason } = toUndecidedParts(call);
      lines.push(`- \`${location}\` ${escapeCell(what)}${reason ? ` — ${escapeCell(reason)}` : ''}`);
    }
  }
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
  const undecided = context.undecided ?? [];
  const unparsed = context.unparsed ?? [];
  const scores = summary.diagnostics.map((d) => `${d.label} ${scoreText(d, undecided.length)}`).join(', ');
  lines.push(
    '',
    `${findings.length} finding${findings.length === 1 ? '' : 's'} in ${context.filesScanned} files` +
      (context.baselinedCount ? ` (${context.baselinedCount} more baselined)` : '') +
      ` · health ${summary.overallHealth}/100 (${scores})` +
      (unparsed.length > 0 ? ` · ${excludesUnparsed(unparsed.length)}` : ''),
  );
  if (unparsed.length > 0) {
    const shown = context.unparsedShown ?? UNPARSED_SHOWN;
    lines.push('', `${describeUnparsed(unparsed.length)}:`);
    for (const file of unparsed.slice(0, shown)) lines.push(`  ${formatUnparsed(file)}`);
    if (unparsed.length > shown)
      lines.push(`  … and ${unparsed.length - shown} more (--format json lists all)`);
  }
  if (undecided.length > 0) {
    const shown = context.undecidedShown ?? UNDECIDED_SHOWN;
    lines.push('', `${describeUndecided(undecided.length)}:`);
    for (const call of undecided.slice(0, shown)) lines.push(`  ${formatUndecided(call)}`);
    if (undecided.length > shown)
      lines.push(`  … and ${undecided.length - shown} more (--format json lists all)`);
  }
  return `${lines.join('\n')}\n`;
}
