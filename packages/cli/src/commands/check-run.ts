import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FindingSeverity } from '@charter/core';
import { EXIT } from '../exit-codes';
import type { CliIo } from '../io';
import { runCheck } from '../services/check/run-check';
import { describeSkipped, describeUnread, toCheckReport } from '../ui/check-report';
import type { ReportFormat } from '../ui/formats';

// `charter check`'s work once its options are read, without commander: the program (check.ts) and the entry
// point's fast path (fast-check.ts) both call it.

/** The options `charter check` runs with, as commander hands them to the action. */
export interface CheckCommandOptions {
  format: ReportFormat;
  output?: string;
  failOn: FindingSeverity;
  build?: boolean;
  baseline?: string;
  updateBaseline?: boolean;
  quiet?: boolean;
  includeTests?: boolean;
  changed?: string | true;
}

/** Wires `charter check`: the service scans, `ui/` renders; this writes the report and the notes. */
export async function runCheckCommand(
  io: CliIo,
  path: string,
  options: CheckCommandOptions,
): Promise<number> {
  const quiet = options.quiet === true;
  // Ink (and React) load only for a person watching a terminal; JSON, SARIF and pipes never pay for them.
  const progress =
    options.format === 'text' && !quiet && io.stderr.isTTY === true
      ? (await import('../ui/progress')).startProgress(io.stderr)
      : undefined;
  try {
    const outcome = await runCheck(
      {
        path,
        cwd: io.cwd,
        failOn: options.failOn,
        build: options.build === true,
        baseline: options.baseline,
        updateBaseline: options.updateBaseline === true,
        includeTests: options.includeTests === true,
        changed: options.changed,
      },
      progress ? (state) => progress.update(state) : undefined,
    );
    progress?.stop();
    const { changed } = outcome;
    if (changed && !quiet) {
      io.stderr.write(
        `charter: --changed: ${changed.files} changed file${changed.files === 1 ? '' : 's'} against ${changed.base}; ${changed.notReported} finding(s) in other files not reported.\n`,
      );
    }
    const report = toCheckReport(outcome, options.format, path);
    if (options.output) {
      await writeFile(resolve(io.cwd, options.output), report);
      if (!quiet) io.stderr.write(`charter: report written to ${options.output}\n`);
    } else if (!(quiet && options.format === 'text' && outcome.fresh.length === 0)) {
      io.stdout.write(report);
    }
    const skipped = describeSkipped(outcome.scan.skipped);
    if (skipped && !quiet && options.format !== 'json') io.stderr.write(`charter: ${skipped}\n`);
    const unread = describeUnread(outcome.scan.unread);
    if (unread && !quiet && options.format !== 'json') io.stderr.write(`charter: ${unread}\n`);
    if (outcome.recorded !== undefined && !quiet) {
      io.stderr.write(`charter: ${outcome.recorded} findings recorded in ${options.baseline}\n`);
    }
    return outcome.failed ? EXIT.findings : EXIT.ok;
  } finally {
    progress?.stop();
  }
}
