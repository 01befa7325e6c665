import { FINDING_SEVERITIES } from '@charter/core';
import { Option } from 'commander';
import { REPORT_FORMATS } from '../ui/formats';
import { type CheckCommandOptions, runCheckCommand } from './check-run';
import { type RegisterCommand, withExamples } from './context';
import { parseSeverity } from './parse-options';

export const CHECK_FORMATS = REPORT_FORMATS;

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
      setExit(await runCheckCommand(io, path, options));
    });
  withExamples(command, [
    'charter check',
    'charter check . --format sarif --output charter.sarif',
    'charter check --baseline .charter/baseline.json --update-baseline',
    'charter check --build --fail-on medium',
    'charter check --changed origin/main',
  ]);
};
