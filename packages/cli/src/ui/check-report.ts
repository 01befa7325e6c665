import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { toMarkdownReport, toSarif, toTextReport } from '@charter/core';
import { MAX_READ_BYTES } from '@charter/scanner';
import type { CheckOutcome } from '../services/check/run-check';
import { VERSION } from '../version';
import type { ReportFormat } from './formats';

/** The report of `charter check` in one format: text and Markdown for people, JSON and SARIF for tools. */
export function toCheckReport(outcome: CheckOutcome, format: ReportFormat, target: string): string {
  const { scan, summary, fresh, baselined, limits, root, undecided, unparsed } = outcome;
  switch (format) {
    case 'json':
      return `${JSON.stringify(
        {
          tool: { name: 'charter', version: VERSION },
          target,
          filesScanned: scan.filesScanned,
          overallHealth: summary.overallHealth,
          diagnostics: summary.diagnostics,
          findings: fresh,
          baselined: baselined.length,
          skipped: scan.skipped,
          // Files a rule wanted but the reader passed over (over 2 MB, binary or unreadable): never checked.
          unread: scan.unread,
          // Outbound HTTP calls seen but not judged (their timeout is decided where the checker cannot see).
          undecided,
          // Source files the parser could not read: their code rules did not run, so the scores exclude them.
          unparsed,
          lockfiles: scan.lockfiles,
          limits: { ...limits, justifiedDependencies: [...limits.justifiedDependencies] },
        },
        null,
        2,
      )}\n`;
    case 'sarif':
      return `${JSON.stringify(
        toSarif(fresh, scan.rules, {
          toolVersion: VERSION,
          exists: (file) => existsSync(join(root, file)),
          undecided,
          unparsed,
          unread: scan.unread,
        }),
        null,
        2,
      )}\n`;
    default: {
      const context = {
        target,
        filesScanned: scan.filesScanned,
        baselinedCount: baselined.length,
        lockfiles: scan.lockfiles,
        undecided,
        unparsed,
      };
      return format === 'markdown'
        ? toMarkdownReport(summary, fresh, context)
        : toTextReport(summary, fresh, context);
    }
  }
}

/** "skipped HTTP-timeout and accessibility rules in 3 test and 1 compiled file(s) (--include-tests …)". */
export function describeSkipped(skipped: {
  test: number;
  story: number;
  compiled: number;
}): string | undefined {
  const parts = (['test', 'story', 'compiled'] as const)
    .filter((kind) => skipped[kind] > 0)
    .map((kind) => `${skipped[kind]} ${kind === 'story' ? 'story' : kind}`);
  if (parts.length === 0) return undefined;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `skipped HTTP-timeout and accessibility rules in ${list} file(s); --include-tests checks them too`;
}

/** "did not read 2 file(s) over 2 MB, binary or unreadable, so no rule checked them: build/a.js, build/b.js". */
export function describeUnread(unread: readonly string[]): string | undefined {
  if (unread.length === 0) return undefined;
  const shown = unread.slice(0, 3).join(', ');
  const more = unread.length > 3 ? ` and ${unread.length - 3} more` : '';
  const limit = `${MAX_READ_BYTES / (1024 * 1024)} MB`; // the reader's limit (scanner read-in-order.ts)
  return `did not read ${unread.length} file(s) over ${limit}, binary or unreadable, so no rule checked them: ${shown}${more}`;
}
