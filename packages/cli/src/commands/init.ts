import { PROJECT_TIERS, type ProjectTier } from '@charter/core';
import { Option } from 'commander';
import { runInit } from '../services/init';
import { type RegisterCommand, withExamples } from './context';
import { formatOption, type OutputFormat } from './output';
import { parsePositiveInteger } from './parse-options';

interface InitCommandOptions {
  tier: ProjectTier;
  maxDeps?: number;
  timeoutMs?: number;
  buildSeconds?: number;
  force?: boolean;
  yes?: boolean;
  format: OutputFormat;
}

export const registerInitCommand: RegisterCommand = (program, { io, setExit }) => {
  const command = program
    .command('init')
    .description('Write .charter/constitution.json (with its JSON Schema) and the .charter/ state.')
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
    .option('-y, --yes', 'answer yes to the one question init may ask (replace an existing constitution)')
    .addOption(formatOption())
    .action(async (path: string, options: InitCommandOptions) => {
      setExit(
        await runInit({
          path,
          cwd: io.cwd,
          tier: options.tier,
          settings: {
            ...(options.maxDeps ? { dependencyLimit: options.maxDeps } : {}),
            ...(options.timeoutMs ? { apiTimeoutMs: options.timeoutMs } : {}),
            ...(options.buildSeconds ? { buildBudgetSeconds: options.buildSeconds } : {}),
          },
          force: options.force === true || options.yes === true,
          stdin: io.stdin ?? process.stdin,
          stdout: io.stdout,
          stderr: io.stderr,
          format: options.format,
        }),
      );
    });
  withExamples(command, [
    'charter init',
    'charter init --tier simple',
    'charter init --max-deps 30 --timeout-ms 5000 --build-seconds 45 --force',
    'charter init --format json',
  ]);
};
