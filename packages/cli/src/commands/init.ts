import { PROJECT_TIERS, type ProjectTier } from '@charter/core';
import { Option } from 'commander';
import { EXIT } from '../exit-codes';
import { runInit } from '../services/init';
import { toInitReport } from '../ui/init-report';
import { askConfirm } from '../ui/prompts';
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
      const stdin = io.stdin ?? process.stdin;
      const outcome = await runInit({
        path,
        cwd: io.cwd,
        tier: options.tier,
        settings: {
          ...(options.maxDeps ? { dependencyLimit: options.maxDeps } : {}),
          ...(options.timeoutMs ? { apiTimeoutMs: options.timeoutMs } : {}),
          ...(options.buildSeconds ? { buildBudgetSeconds: options.buildSeconds } : {}),
        },
        force: options.force === true || options.yes === true,
        // Only a person at a terminal is asked; a script gets the error and --force.
        confirmReplace:
          stdin.isTTY === true
            ? (question) =>
                askConfirm({ stdin, stdout: io.stdout, stderr: io.stderr, cwd: io.cwd }, question, false)
            : undefined,
      });
      const report = toInitReport(outcome, options.format);
      io[report.stream].write(report.text);
      setExit(EXIT.ok);
    });
  withExamples(command, [
    'charter init',
    'charter init --tier simple',
    'charter init --max-deps 30 --timeout-ms 5000 --build-seconds 45 --force',
    'charter init --format json',
  ]);
};
