import { FINDING_SEVERITIES, type FindingSeverity } from '@charter/core';
import { Option } from 'commander';
import { type CheckFormat, runCheck } from '../services/check/run-check';
import { type RegisterCommand, withExamples } from './context';
import { parseSeverity } from './parse-options';

export const CHECK_FORMATS = ['text', 'json', 'sarif', 'markdown'] as const;

interface CheckCommandOptions {
  format: CheckFormat;
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
      setExit(
        await runCheck({
          path,
          cwd: io.cwd,
          format: options.format,
          output: options.output,
          failOn: options.failOn,
          build: options.build === true,
          baseline: options.baseline,
          updateBaseline: options.updateBaseline === true,
          quiet: options.quiet === true,
          includeTests: options.includeTests === true,
          changed: options.changed,
          stdout: io.stdout,
          stderr: io.stderr,
        }),
      );
    });
  withExamples(command, [
    'charter check',
    'charter check . --format sarif --output charter.sarif',
    'charter check --baseline .charter/baseline.json --update-baseline',
    'charter check --build --fail-on medium',
    'charter check --changed origin/main',
  ]);
};
