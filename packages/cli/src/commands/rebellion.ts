import type { Rebellion } from '@charter/core';
import { Option } from 'commander';
import { getLocalActor } from '../services/actor';
import type { RebellionFilter } from '../services/rebellions';
import { findRepoRoot } from '../services/repo-root';
import { toRebellionNextStep, toRebellionReport } from '../ui/rebellion-text';
import { toCommandBackend } from './backend';
import type { CommandContext, RegisterCommand } from './context';
import { withExamples } from './context';
import { formatOption, type OutputFormat, serverOption } from './output';
import { collectCeiling, collectList, parseExpiry, parseNonNegativeNumber, parseUses } from './parse-options';

interface Common {
  server?: string;
  email?: string;
  format: OutputFormat;
}

function print(ctx: CommandContext, format: OutputFormat, value: Rebellion | Rebellion[]) {
  ctx.io.stdout.write(toRebellionReport(value, format));
}

export const registerRebellionCommand: RegisterCommand = (program, ctx) => {
  const { io } = ctx;
  const rebellion = program
    .command('rebellion')
    .description(
      'Ask for, list and decide exceptions to the constitution (locally, or on a server with --server).',
    );

  const request = rebellion
    .command('request')
    .description('Ask a person to allow a blocked decision.')
    .argument('<decision-id>', 'the id `charter validate` (or a hook) printed for the blocked decision')
    .requiredOption('-w, --why <justification>', 'why the exception is needed (at least 10 characters)')
    .option(
      '-r, --rule <id>',
      'only waive this rule (repeatable; default: every rule the decision broke)',
      collectList,
    )
    .option(
      '--max-value <n>',
      'a ceiling: allow values up to this (e.g. 60 dependencies)',
      parseNonNegativeNumber,
    )
    .option('--agent <id>', 'who asks (default: you)')
    .addOption(serverOption())
    .addOption(formatOption())
    .action(
      async (
        decisionId: string,
        options: Common & { why: string; rule?: string[]; maxValue?: number; agent?: string },
      ) => {
        const root = findRepoRoot(io.cwd);
        const agentId = options.agent ?? (await getLocalActor(root)).replace(/^user:/, '');
        const backend = await toCommandBackend(io, options);
        const filed = await backend.fileRebellion({
          decisionId,
          justification: options.why,
          ruleIds: options.rule,
          maxValue: options.maxValue,
          agentId,
        });
        print(ctx, options.format, filed);
        if (options.format === 'text') {
          io.stdout.write(toRebellionNextStep(filed.rebellion_id, backend.where === 'server'));
        }
      },
    );
  withExamples(request, [
    'charter rebellion request dec_3f… --why "chart.js replaces three hand-written chart modules"',
    'charter rebellion request dec_3f… --why "Analytics needs one more package" --rule CH-DEP-001 --max-value 51',
  ]);

  const list = rebellion
    .command('list')
    .description('List rebellions, newest first.')
    .addOption(
      new Option('--status <status>', 'which ones').choices(['all', 'pending', 'decided']).default('all'),
    )
    .option('--email <email>', 'with --server: list as this person instead of with CHARTER_API_KEY')
    .addOption(serverOption())
    .addOption(formatOption())
    .action(async (options: Common & { status: RebellionFilter }) => {
      const backend = await toCommandBackend(io, options);
      const rebellions = await backend.listRebellions(options.status, { asPerson: Boolean(options.email) });
      print(ctx, options.format, rebellions);
    });
  withExamples(list, [
    'charter rebellion list --status pending',
    'charter rebellion list --server http://127.0.0.1:8787 --format json',
  ]);

  const decide =
    (approve: boolean) =>
    async (
      id: string,
      options: Common & {
        expires?: string;
        note?: string;
        reason?: string;
        uses?: number | 'unlimited';
        ceiling?: Record<string, number>;
      },
    ) => {
      const backend = await toCommandBackend(io, options);
      const decided = await backend.decideRebellion({
        rebellionId: id,
        approve,
        expiresAt: options.expires ?? null,
        note: options.note,
        reason: options.reason,
        uses: options.uses,
        ceilings: options.ceiling,
      });
      print(ctx, options.format, decided);
    };

  const approve = rebellion
    .command('approve')
    .description(
      'Allow a pending rebellion: later decisions of its project pass its rules up to its ceilings, for its uses, until it expires or is revoked.',
    )
    .argument('<rebellion-id>')
    .option('--expires <when>', 'stop allowing after this: 24h, 7d, 2w or a date', (v) => parseExpiry(v))
    .option('--uses <n>', 'decisions it lets through: a number (default 1) or unlimited', parseUses)
    .option(
      '--ceiling <rule=n>',
      "raise a rule's ceiling above the blocked decision's value (repeatable), e.g. CH-DEP-001=90",
      collectCeiling,
    )
    .option('--note <text>', 'a note for the audit trail')
    .option(
      '--email <email>',
      'with --server: sign in as this person (password from CHARTER_PASSWORD or a prompt)',
    )
    .addOption(serverOption())
    .addOption(formatOption())
    .action(decide(true));
  withExamples(approve, [
    'charter rebellion approve reb_9a… --expires 7d --note "until the chart rewrite lands"',
    'charter rebellion approve reb_9a… --uses unlimited --ceiling CH-DEP-001=90',
  ]);

  const reject = rebellion
    .command('reject')
    .description('Refuse a pending rebellion, with the reason the agent will see.')
    .argument('<rebellion-id>')
    .requiredOption('--reason <text>', 'why not')
    .option(
      '--email <email>',
      'with --server: sign in as this person (password from CHARTER_PASSWORD or a prompt)',
    )
    .addOption(serverOption())
    .addOption(formatOption())
    .action(decide(false));
  const revoke = rebellion
    .command('revoke')
    .description('Withdraw an approved exception: from now on it lets nothing through.')
    .argument('<rebellion-id>')
    .option('--reason <text>', 'why, for the audit trail')
    .option(
      '--email <email>',
      'with --server: sign in as this person (password from CHARTER_PASSWORD or a prompt)',
    )
    .addOption(serverOption())
    .addOption(formatOption())
    .action(async (id: string, options: Common & { reason?: string }) => {
      const backend = await toCommandBackend(io, options);
      print(ctx, options.format, await backend.revokeRebellion({ rebellionId: id, reason: options.reason }));
    });
  withExamples(revoke, ['charter rebellion revoke reb_9a… --reason "the migration is done"']);

  withExamples(reject, [
    'charter rebellion reject reb_9a… --reason "Use the platform fetch instead of axios"',
  ]);
};
