import { describeRebellion, type Rebellion } from '@charter/core';
import { Option } from 'commander';
import { getLocalActor } from '../services/actor';
import { readCredentials } from '../services/credentials';
import {
  decideLocalRebellion,
  decideServerRebellion,
  listLocalRebellions,
  listServerRebellions,
  type RebellionFilter,
  requestLocalRebellion,
  requestServerRebellion,
  revokeLocalRebellion,
  revokeServerRebellion,
} from '../services/rebellions';
import { findRepoRoot } from '../services/repo-root';
import { withSignedIn } from '../services/server-client';
import { toServerTarget } from '../services/server-target';
import type { CommandContext, RegisterCommand } from './context';
import { withExamples } from './context';
import { formatOption, type OutputFormat, serverOption, writeJson } from './output';
import { collectCeiling, collectList, parseExpiry, parseNonNegativeNumber, parseUses } from './parse-options';

interface Common {
  server?: string;
  format: OutputFormat;
}

function toText(r: Rebellion): string {
  const lines = [
    `${r.rebellion_id}  ${r.status}  ${r.decision_type}: ${r.requested_action}`,
    `  rules ${r.rule_ids.join(', ')}${r.max_value !== null ? ` (asked up to ${r.max_value})` : ''} · risk ${r.risk_analysis.level} · filed by ${r.agent_id} on ${r.created_at.slice(0, 10)}`,
    `  why: ${r.justification}`,
    `  ${describeRebellion(r, new Date())}`,
  ];
  if (r.decided_by)
    lines.push(
      `  ${r.status} by ${r.decided_by} on ${r.decided_at?.slice(0, 10)}${r.expires_at ? `, until ${r.expires_at}` : ''}${r.rejection_reason ? `: ${r.rejection_reason}` : ''}`,
    );
  return `${lines.join('\n')}\n`;
}

function print(
  ctx: CommandContext,
  format: OutputFormat,
  value: Rebellion | Rebellion[],
  empty = 'No rebellions.',
) {
  if (format === 'json') return writeJson(ctx.io, Array.isArray(value) ? { rebellions: value } : value);
  const list = Array.isArray(value) ? value : [value];
  ctx.io.stdout.write(list.length === 0 ? `${empty}\n` : list.map(toText).join('\n'));
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
        const target = toServerTarget(io.env, options.server);
        const root = findRepoRoot(io.cwd);
        const agentId = options.agent ?? (await getLocalActor(root)).replace(/^user:/, '');
        const input = {
          decisionId,
          justification: options.why,
          ruleIds: options.rule,
          maxValue: options.maxValue,
          agentId,
        };
        const filed = target
          ? await requestServerRebellion(target, input)
          : await requestLocalRebellion(root, input);
        print(ctx, options.format, filed);
        if (options.format === 'text') {
          io.stdout.write(
            `\nA person decides it with: charter rebellion approve ${filed.rebellion_id} (or reject … --reason "…")${target ? `, or in the console` : ''}.\n`,
          );
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
    .action(async (options: Common & { status: RebellionFilter; email?: string }) => {
      const target = toServerTarget(io.env, options.server);
      let rebellions: Rebellion[];
      if (!target) rebellions = await listLocalRebellions(findRepoRoot(io.cwd), options.status);
      else if (options.email || !target.apiKey) {
        rebellions = await withSignedIn(target, await readCredentials(io, options.email), (call) =>
          listServerRebellions(target, options.status, call),
        );
      } else rebellions = await listServerRebellions(target, options.status);
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
        email?: string;
        uses?: number | 'unlimited';
        ceiling?: Record<string, number>;
      },
    ) => {
      const target = toServerTarget(io.env, options.server);
      const verdict = {
        rebellionId: id,
        approve,
        expiresAt: options.expires ?? null,
        note: options.note,
        reason: options.reason,
        uses: options.uses,
        ceilings: options.ceiling,
      };
      let decided: Rebellion;
      if (target) {
        decided = await withSignedIn(target, await readCredentials(io, options.email), (call) =>
          decideServerRebellion(call, verdict),
        );
      } else {
        const root = findRepoRoot(io.cwd);
        decided = await decideLocalRebellion(root, { ...verdict, actor: await getLocalActor(root) });
      }
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
    .action(async (id: string, options: Common & { reason?: string; email?: string }) => {
      const target = toServerTarget(io.env, options.server);
      let revoked: Rebellion;
      if (target) {
        revoked = await withSignedIn(target, await readCredentials(io, options.email), (call) =>
          revokeServerRebellion(call, { rebellionId: id, reason: options.reason }),
        );
      } else {
        const root = findRepoRoot(io.cwd);
        revoked = await revokeLocalRebellion(root, {
          rebellionId: id,
          actor: await getLocalActor(root),
          reason: options.reason,
        });
      }
      print(ctx, options.format, revoked);
    });
  withExamples(revoke, ['charter rebellion revoke reb_9a… --reason "the migration is done"']);

  withExamples(reject, [
    'charter rebellion reject reb_9a… --reason "Use the platform fetch instead of axios"',
  ]);
};
