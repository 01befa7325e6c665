import { FINDING_SEVERITIES, type FindingSeverity, PROJECT_TIERS, type ProjectTier } from '@charter/core';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { type CheckFormat, runCheck } from './check/run-check';
import { EXIT, UsageError } from './exit-codes';
import { runInit } from './init/run-init';
import { VERSION } from './version';

export const CHECK_FORMATS = ['text', 'json', 'sarif', 'markdown'] as const;

export interface CliIo {
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  cwd: string;
}

const defaultIo = (): CliIo => ({
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
});

function parsePositiveInteger(label: string, max: number) {
  return (value: string): number => {
    const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > max)
      throw new InvalidArgumentError(`${label} must be a whole number from 1 to ${max}.`);
    return n;
  };
}

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

  program
    .command('init')
    .description('Write .charter/constitution.json (with its JSON Schema) for this repository.')
    .argument('[path]', 'the repository root', '.')
    .addOption(
      new Option('--tier <tier>', 'project tier: sets the default limits')
        .choices(PROJECT_TIERS)
        .default('standard'),
    )
    .option(
      '--max-deps <n>',
      'at most this many direct dependencies',
      parsePositiveInteger('--max-deps', 1000),
    )
    .option(
      '--timeout-ms <n>',
      'outbound HTTP calls time out within this many ms',
      parsePositiveInteger('--timeout-ms', 120_000),
    )
    .option(
      '--build-seconds <n>',
      'the build takes at most this many seconds',
      parsePositiveInteger('--build-seconds', 3600),
    )
    .option('--force', 'replace an existing constitution without asking')
    .action(async (path: string, options: InitCommandOptions) => {
      exitCode = await runInit({
        path,
        cwd: io.cwd,
        tier: options.tier,
        settings: {
          ...(options.maxDeps ? { dependencyLimit: options.maxDeps } : {}),
          ...(options.timeoutMs ? { apiTimeoutMs: options.timeoutMs } : {}),
          ...(options.buildSeconds ? { buildBudgetSeconds: options.buildSeconds } : {}),
        },
        force: options.force === true,
        stdin: io.stdin ?? process.stdin,
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

interface InitCommandOptions {
  tier: ProjectTier;
  maxDeps?: number;
  timeoutMs?: number;
  buildSeconds?: number;
  force?: boolean;
}
