import { VALIDATION_STATUSES, type ValidationStatus } from '@charter/core';
import { Option } from 'commander';
import { useColour } from '../io';
import { readLedger } from '../services/ledger';
import { findRepoRoot } from '../services/repo-root';
import { createPaint, paintStatus } from '../ui/colour';
import { type RegisterCommand, withExamples } from './context';
import { formatOption, type OutputFormat, writeJson } from './output';
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
      const ledger = await readLedger(findRepoRoot(io.cwd));
      const decisions = ledger.decisions
        .filter(
          (d) =>
            (!options.status || d.status === options.status) &&
            (!options.type || d.decision_type === options.type),
        )
        .slice(-options.limit)
        .reverse();
      const rebellions = [...ledger.rebellions].reverse();
      if (options.format === 'json') {
        writeJson(io, { decisions, rebellions });
        return;
      }
      const paint = createPaint(useColour(io));
      if (decisions.length === 0 && rebellions.length === 0) {
        io.stdout.write('The ledger is empty. `charter validate "<decision>"` records the first decision.\n');
        return;
      }
      io.stdout.write(
        paint.bold(`Decisions (${decisions.length} of ${ledger.decisions.length}, newest first)\n`),
      );
      for (const d of decisions) {
        const rules = d.violated_rule_ids.length ? ` [${d.violated_rule_ids.join(', ')}]` : '';
        io.stdout.write(
          `${d.at.slice(0, 19).replace('T', ' ')}  ${paintStatus(paint, d.status, d.status.padEnd(8))}  ${d.decision_type}: ${d.description}${rules}\n` +
            paint.dim(
              `    ${d.decision_id} by ${d.actor}${d.exception_rebellion_id ? `, allowed by ${d.exception_rebellion_id}` : ''}\n`,
            ) +
            (d.rationale ? `    why: ${d.rationale}\n` : ''),
        );
      }
      if (rebellions.length > 0) {
        io.stdout.write(paint.bold(`\nRebellions (${rebellions.length})\n`));
        for (const r of rebellions) {
          io.stdout.write(
            `${r.created_at.slice(0, 19).replace('T', ' ')}  ${r.status.padEnd(8)}  ${r.rebellion_id} for ${r.decision_id ?? '—'} (${r.rule_ids.join(', ')}) by ${r.agent_id}\n` +
              paint.dim(
                `    ${r.justification}${r.decided_by ? ` — ${r.status} by ${r.decided_by}` : ''}${r.rejection_reason ? `: ${r.rejection_reason}` : ''}\n`,
              ),
          );
        }
      }
    });
  withExamples(command, [
    'charter log',
    'charter log --status blocked --limit 5',
    'charter log --format json',
  ]);
};
