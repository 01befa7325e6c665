import { Argument, Option } from 'commander';
import { AGENT_ADAPTERS } from '../hooks/agents/index';
import { installHook } from '../hooks/install-hook';
import { runHook } from '../hooks/run-hook';
import { HOOK_AGENTS, type HookAgent } from '../hooks/types';
import { OUTPUT_FORMATS, type OutputFormat } from '../ui/formats';
import { toHookInstallReport } from '../ui/hook-install-report';
import type { RegisterCommand } from './context';
import { withExamples } from './context';

const AGENT_LINES = HOOK_AGENTS.map(
  (agent) => `  ${agent.padEnd(9)} ${AGENT_ADAPTERS[agent].title} (${AGENT_ADAPTERS[agent].docs})`,
);

/**
 * `charter hook <agent>` and `charter hook install <agent>`. `entry` answers the running bundle's path (the
 * binary's `process.argv[1]`), read only when an install needs it.
 */
export function createHookCommand(entry: () => string | undefined): RegisterCommand {
  return (program, { io, setExit }) => {
    const hook = program
      .command('hook')
      .description(
        "Answer an agent's pre-action hook: validate the install, package.json change or HTTP call it is about to make.",
      )
      .addArgument(new Argument('<agent>', 'the agent whose event is on stdin').choices(HOOK_AGENTS))
      .option('--server <url>', 'validate on this Charter server (with CHARTER_API_KEY) instead of locally')
      .action(async (agent: HookAgent, options: { server?: string }) => {
        setExit(
          await runHook({
            agent,
            cwd: io.cwd,
            stdin: io.stdin,
            stdout: io.stdout,
            stderr: io.stderr,
            env: io.env ?? {},
            server: options.server,
          }),
        );
      });
    hook.addHelpText(
      'after',
      [
        '',
        'Agents, and the hook documentation each answer follows:',
        ...AGENT_LINES,
        '',
        "The agent runs this with its pre-action event on stdin; the answer is in that agent's protocol.",
        'Decisions are taken against .charter/constitution.json and recorded in .charter/ledger.json, or on',
        '--server <url> / CHARTER_SERVER with the agent key in CHARTER_API_KEY. An event charter cannot read',
        'is let through (exit 0, a warning on stderr): Charter never stops an agent because of its own faults.',
      ].join('\n'),
    );
    withExamples(hook, [
      'charter hook install claude',
      'charter hook install cursor --command charter',
      `echo '{"tool_name":"Bash","tool_input":{"command":"npm install left-pad"}}' | charter hook claude`,
    ]);

    const install = hook
      .command('install')
      .description(
        "Add Charter's hook to the agent's configuration file in this repository (merged, never overwritten).",
      )
      .addArgument(new Argument('<agent>', 'the agent to configure').choices(HOOK_AGENTS))
      .option(
        '--command <cmd>',
        'what the hook runs instead of `node "<this charter bundle>"`, e.g. `charter` when it is on the PATH',
      )
      .option('--server <url>', 'make the hook validate on this Charter server')
      .addOption(
        new Option(
          '--config-format <name>',
          "the agent's configuration format, where it has several (kiro: v3 standalone .kiro/hooks/charter.json, or legacy agent config)",
        ).choices(['v3', 'legacy']),
      )
      .addOption(new Option('-f, --format <format>', 'output format').choices(OUTPUT_FORMATS).default('text'))
      .action(
        async (
          agent: HookAgent,
          options: { command?: string; server?: string; format: OutputFormat; configFormat?: string },
        ) => {
          // `hook` has a --server of its own, which commander fills when the flag comes after `install`.
          const server = options.server ?? hook.opts<{ server?: string }>().server;
          const result = await installHook({
            agent,
            cwd: io.cwd,
            entry: entry(),
            command: options.command,
            server,
            configFormat: options.configFormat,
          });
          io.stdout.write(toHookInstallReport(result, options.format));
          setExit(0);
        },
      );
    install.addHelpText(
      'after',
      [
        '',
        'Files: claude .claude/settings.json, cursor .cursor/hooks.json, copilot .github/hooks/charter.json,',
        '  windsurf .windsurf/hooks.json, cline .clinerules/hooks/PreToolUse, kiro .kiro/hooks/charter.json',
        '  (Kiro CLI v3; --config-format legacy, or an existing .kiro/agents/charter.json, keeps the agent config).',
        'The command written defaults to `node "<absolute path of this charter bundle>" hook <agent>`, which runs',
        'on a machine without charter on the PATH; --command charter writes `charter hook <agent>` instead.',
        'Other settings and hooks in the file are kept; rerunning changes nothing; invalid JSON is refused.',
      ].join('\n'),
    );
    withExamples(install, [
      'charter hook install claude',
      'charter hook install cursor --command charter',
      'charter hook install copilot --server https://charter.example.com',
      'charter hook install kiro --config-format legacy',
    ]);
  };
}

/** Wired in cli.ts: the binary's own path is where the default hook command points. */
export const registerHookCommand: RegisterCommand = createHookCommand(() => process.argv[1]);
