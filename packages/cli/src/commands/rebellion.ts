import type { Rebellion } from '@charter/core';
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
} from '../services/rebellions';
import { findRepoRoot } from '../services/repo-root';
import { withSignedIn } from '../services/server-client';
import { toServerTarget } from '../services/server-target';
import type { CommandContext, RegisterCommand } from './context';
import { withExamples } from './context';
import { formatOption, type OutputFormat, serverOption, writeJson } from './output';
import { collectList, parseExpiry, parseNonNegativeNumber } from './parse-options';

interface Common {
  server?: string;
  format: OutputFormat;
}

function toText(r: Rebellion): string {
  const lines = [
    `${r.rebellion_id}  ${r.status}  ${r.decision_type}: ${r.requested_action}`,
    `  rules ${r.rule_ids.join(', ')}${r.max_value !== null ? ` up to ${r.max_value}` : ''} · risk ${r.risk_analysis.level} · filed by ${r.agent_id} on ${r.created_at.slice(0, 10)}`,
    `  why: ${r.justification}`,
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
      options: Common & { expires?: string; note?: string; reason?: string; email?: string },
    ) => {
      const target = toServerTarget(io.env, options.server);
      const verdict = {
        rebellionId: id,
        approve,
        expiresAt: options.expires ?? null,
        note: options.note,
        reason: options.reason,
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
    .description('Allow a pending rebellion: later validations of its rules pass (until it expires).')
    .argument('<rebellion-id>')
    .option('--expires <when>', 'stop allowing after this: 24h, 7d, 2w or a date', (v) => parseExpiry(v))
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
  withExamples(reject, [
    'charter rebellion reject reb_9a… --reason "Use the platform fetch instead of axios"',
  ]);
};
