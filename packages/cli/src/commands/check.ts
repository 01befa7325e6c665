import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { FINDING_SEVERITIES, type FindingSeverity } from '@charter/core';
import { Option } from 'commander';
import { EXIT } from '../exit-codes';
import type { CliIo } from '../io';
import { runCheck } from '../services/check/run-check';
import { describeSkipped, describeUnread, toCheckReport } from '../ui/check-report';
import { REPORT_FORMATS, type ReportFormat } from '../ui/formats';
import { type RegisterCommand, withExamples } from './context';
import { parseSeverity } from './parse-options';

export const CHECK_FORMATS = REPORT_FORMATS;

interface CheckCommandOptions {
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

export const registerCheckCommand: RegisterCommand = (program, { io, setExit }) => {
  const command = program
    .command('check')
    .description('Scan a project for dependency, HTTP timeout, accessibility and architecture problems.')
    .argument('[path]', 'the directory to scan', '.')
    .addOption(new Option('-f, --format <format>', 'report format').choices(CHECK_FORMATS).default('text'))
    .option('-o, --output <file>', 'write the report to this file instead of standard output')
    .option(
      '--fail-on <severity>',
      `exit 1 on findings at or above: ${FINDING_SEVERITIES.join(', ')}`,
      parseSeverity,
      'high',
    )
    .option('--build', "run the project's build script and check its time against the budget")
    .option('--baseline <file>', 'accept the findings recorded in this baseline file; fail only on new ones')
    .option(
      '--update-baseline',
      'write every current finding to the --baseline file (keeping recorded reasons)',
    )
    .option('-q, --quiet', 'print nothing but the report (no progress, no summary line)')
    .option(
      '--include-tests',
      'also check tests, stories and compiled copies (lib/, dist/, esm/ beside src/) for HTTP timeouts and accessibility',
    )
    .option(
      '--changed [base]',
      'report only findings in files changed against base (default: HEAD, staged or not)',
    )
    .action(async (path: string, options: CheckCommandOptions) => {
      setExit(await check(io, path, options));
    });
  withExamples(command, [
    'charter check',
    'charter check . --format sarif --output charter.sarif',
    'charter check --baseline .charter/baseline.json --update-baseline',
    'charter check --build --fail-on medium',
    'charter check --changed origin/main',
  ]);
};

/** Wires `charter check`: the service scans, `ui/` renders; this writes the report and the notes. */
async function check(io: CliIo, path: string, options: CheckCommandOptions): Promise<number> {
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
