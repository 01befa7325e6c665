import { FINDING_SEVERITIES, type FindingSeverity } from '@charter/core';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { type CheckFormat, runCheck } from './check/run-check';
import { EXIT, UsageError } from './exit-codes';
import { VERSION } from './version';

export const CHECK_FORMATS = ['text', 'json', 'sarif', 'markdown'] as const;

export interface CliIo {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  cwd: string;
}

const defaultIo = (): CliIo => ({ stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() });

function parseSeverity(value: string): FindingSeverity {
  if ((FINDING_SEVERITIES as readonly string[]).includes(value)) return value as FindingSeverity;
  throw new InvalidArgumentError(`Use one of ${FINDING_SEVERITIES.join(', ')}.`);
}

/** Runs the command line and answers the exit code; never calls process.exit, so tests can run it in-process. */
export async function main(argv: readonly string[], io: CliIo = defaultIo()): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = new Command()
    .name('charter')
    .description('Keep software built with AI coding agents within its constitution.')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    });

  program
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
    .action(async (path: string, options: CheckCommandOptions) => {
      exitCode = await runCheck({
        path,
        cwd: io.cwd,
        format: options.format,
        output: options.output,
        failOn: options.failOn,
        build: options.build === true,
        baseline: options.baseline,
        updateBaseline: options.updateBaseline === true,
        quiet: options.quiet === true,
        stdout: io.stdout,
        stderr: io.stderr,
      });
    });

  try {
    await program.parseAsync([...argv]);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version are "errors" that ended well.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof UsageError) {
      io.stderr.write(`charter: ${error.message}\n`);
      return EXIT.usage;
    }
    io.stderr.write(`charter: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.usage;
  }
}

interface CheckCommandOptions {
  format: CheckFormat;
  output?: string;
  failOn: FindingSeverity;
  build?: boolean;
  baseline?: string;
  updateBaseline?: boolean;
  quiet?: boolean;
}
