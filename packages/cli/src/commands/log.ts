import { VALIDATION_STATUSES, type ValidationStatus } from '@charter/core';
import { Option } from 'commander';
import { useColour } from '../io';
import { listLedgerLog } from '../services/ledger-log';
import { findRepoRoot } from '../services/repo-root';
import { toLedgerLogReport } from '../ui/log-text';
import { type RegisterCommand, withExamples } from './context';
import { formatOption, type OutputFormat } from './output';
import { parsePositiveInteger } from './parse-options';

interface LogOptions {
  limit: number;
  status?: ValidationStatus;
  type?: string;
  format: OutputFormat;
}

export const registerLogCommand: RegisterCommand = (program, { io }) => {
  const command = program
    .command('log')
    .description(
      'Show the repository’s decision ledger (.charter/ledger.json): decisions and rebellions, who and when.',
    )
    .option('-n, --limit <n>', 'show the newest n decisions', parsePositiveInteger('--limit', 100_000), 20)
    .addOption(
      new Option('--status <status>', 'only decisions with this verdict').choices(VALIDATION_STATUSES),
    )
    .option('-t, --type <type>', 'only decisions of this type')
    .addOption(formatOption())
    .action(async (options: LogOptions) => {
      const log = await listLedgerLog(findRepoRoot(io.cwd), options);
      io.stdout.write(toLedgerLogReport(log, options.format, useColour(io)));
    });
  withExamples(command, [
    'charter log',
    'charter log --status blocked --limit 5',
    'charter log --format json',
  ]);
};
