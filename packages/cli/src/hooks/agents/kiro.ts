// Kiro CLI hooks, as documented at https://kiro.dev/docs/cli/hooks (and the agent configuration reference
// it links to):
// - hooks live in an agent configuration file (.kiro/agents/<name>.json) under "hooks": { "preToolUse":
//   [{ "matcher": "<tool>", "command": … }] }; we write .kiro/agents/charter.json, used with
//   `kiro-cli chat --agent charter` (or copy its "hooks" into your own agent).
// - stdin: { hook_event_name: "preToolUse", cwd, tool_name, tool_input }; execute_bash { command },
//   fs_write { command: "create" | "str_replace" | "append" | "insert", path, file_text, old_str, new_str }.
// - answer ("Hook output"): exit 2 blocks the tool and returns stderr to the model; exit 0 lets it run (its
//   stdout is not shown); any other exit code lets it run and shows stderr to the user as a warning. Kiro has
//   no "ask", so a warning answers exit 1 with the reason on stderr: the tool runs and the user sees why.
// - Kiro IDE hooks (.kiro/hooks) get no event on stdin, so they cannot validate a tool call; only the CLI's
//   can. Newer Kiro CLI versions also name the tools shell/write; both names are read.
import type { AgentAdapter, HookAction } from '../types';
import {
  isCharterEntry,
  parseEvent,
  SILENT,
  ToolEventSchema,
  toEditAction,
  toShellAction,
  toWriteAction,
  upsertHookEntries,
} from './shared';

function fromFsWrite(args: Record<string, unknown>, cwd: string): HookAction[] {
  if (args.command === 'create') return toWriteAction(args, cwd);
  if (args.command === 'str_replace') return toEditAction(args, cwd);
  // append and insert add new_str; where exactly does not change what the scanner sees in the new code.
  if (typeof args.new_str === 'string') return toEditAction({ ...args, old_str: '' }, cwd);
  return [];
}

const ours = isCharterEntry('kiro');

export const kiro: AgentAdapter = {
  name: 'kiro',
  title: 'Kiro',
  docs: 'https://kiro.dev/docs/cli/hooks',
  parse(event, fallbackCwd) {
    const e = parseEvent(ToolEventSchema, event, 'Kiro');
    if (e.hook_event_name !== undefined && e.hook_event_name !== 'preToolUse') return [];
    const cwd = e.cwd ?? fallbackCwd;
    if (e.tool_name === 'execute_bash' || e.tool_name === 'execute_cmd')
      return toShellAction(e.tool_input, cwd);
    if (e.tool_name === 'fs_write') return fromFsWrite(e.tool_input, cwd);
    return [];
  },
  answer({ status, reason }) {
    if (status === 'blocked') return { stdout: '', stderr: `${reason}\n`, exitCode: 2 };
    if (status === 'warning') return { stdout: '', stderr: `${reason}\n`, exitCode: 1 };
    return SILENT;
  },
  config: {
    kind: 'json',
    path: '.kiro/agents/charter.json',
    merge(existing, command) {
      const entries = ['execute_bash', 'fs_write'].map((matcher) => ({ matcher, command }));
      const base =
        Object.keys(existing).length > 0
          ? existing
          : {
              name: 'charter',
              description:
                'Kiro with Charter validating shell commands and file writes against the constitution.',
              tools: ['*'],
            };
      return upsertHookEntries(base, 'preToolUse', entries, ours);
    },
  },
};
