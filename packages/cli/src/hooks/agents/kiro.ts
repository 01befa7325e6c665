// Kiro CLI hooks, as documented at https://kiro.dev/docs/cli/hooks (and the agent configuration reference
// it links to):
// - before v3, hooks live in an agent configuration file (.kiro/agents/<name>.json) under "hooks":
//   { "preToolUse": [{ "matcher": "<tool>", "command": … }] }; `--format legacy` writes
//   .kiro/agents/charter.json, used with `kiro-cli chat --agent charter`.
// - stdin: { hook_event_name: "preToolUse", cwd, tool_name, tool_input }; execute_bash { command },
//   fs_write { command: "create" | "str_replace" | "append" | "insert", path, file_text, old_str, new_str }.
// - answer ("Hook output"): exit 2 blocks the tool and returns stderr to the model; exit 0 lets it run (its
//   stdout is not shown); any other exit code lets it run and shows stderr to the user as a warning. Kiro has
//   no "ask", so a warning answers exit 1 with the reason on stderr: the tool runs and the user sees why.
// - Kiro CLI v3 (https://kiro.dev/docs/cli/v3/hooks/, "The new format"): hooks are standalone files
//   .kiro/hooks/<name>.json → { "version": "v1", "hooks": [{ "name", "trigger": "PreToolUse", "matcher": <regex
//   on the tool name>, "action": { "type": "command", "command" }, "timeout", "enabled" }] }, applying to every
//   agent in the workspace; embedded agent-config hooks "still work during the transition". `hook install kiro`
//   writes .kiro/hooks/charter.json, or the embedded format with `--format legacy` (kept when that file is
//   already there). The stored copy of the v3 page shows the file format, not the event or exit codes; we read
//   the documented CLI event (either casing of the event name) and answer with the documented exit codes.
// - Newer Kiro CLI versions name the tools shell and write (https://kiro.dev/docs/cli/hooks, matcher examples
//   "shell", "write"); both those and execute_bash/fs_write are read.
import type { AgentAdapter, HookConfigTarget } from '../types';
import {
  isCharterCommand,
  isCharterEntry,
  isRecord,
  parseEvent,
  SILENT,
  ToolEventSchema,
  upsertHookEntries,
} from './shared';
import { type ToolKind, toToolActions } from './tool-actions';

/** The tools whose calls Charter judges, by this agent's names for them (old and new). */
const TOOLS: Record<string, ToolKind> = {
  execute_bash: 'shell',
  execute_cmd: 'shell',
  shell: 'shell',
  fs_write: 'editor',
  write: 'editor',
};

/** The v3 hook's matcher: a regex on the tool name, both generations of names. */
export const KIRO_MATCHER = 'shell|write|execute_bash|fs_write';

const ours = isCharterEntry('kiro');

const isCharterHook = (hook: unknown): boolean =>
  isRecord(hook) && isRecord(hook.action) && isCharterCommand(hook.action.command, 'kiro');

/** Kiro CLI v3: .kiro/hooks/charter.json, the standalone versioned format. */
const KIRO_V3: HookConfigTarget = {
  kind: 'json',
  path: '.kiro/hooks/charter.json',
  merge(existing, command) {
    const hooks = existing.hooks ?? [];
    if (!Array.isArray(hooks)) throw new Error('"hooks" is not a list');
    const entry = {
      name: 'charter',
      trigger: 'PreToolUse',
      matcher: KIRO_MATCHER,
      action: { type: 'command', command },
      timeout: 30,
      enabled: true,
    };
    // Charter's entry replaces the first one it had, where it stood; everything else is kept in order.
    const at = hooks.findIndex(isCharterHook);
    const kept = hooks.filter((hook) => !isCharterHook(hook));
    const index = at === -1 ? kept.length : hooks.slice(0, at).filter((h) => !isCharterHook(h)).length;
    return { ...existing, version: 'v1', hooks: [...kept.slice(0, index), entry, ...kept.slice(index)] };
  },
};

/** Kiro CLI before v3: hooks embedded in an agent configuration, .kiro/agents/charter.json. */
const KIRO_LEGACY: HookConfigTarget = {
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
};

export const kiro: AgentAdapter = {
  name: 'kiro',
  title: 'Kiro',
  docs: 'https://kiro.dev/docs/cli/hooks',
  parse(event, fallbackCwd) {
    const e = parseEvent(ToolEventSchema, event, 'Kiro');
    const name = e.hook_event_name ?? e.hookEventName;
    if (name !== undefined && name.toLowerCase() !== 'pretooluse') return { actions: [] };
    return { actions: toToolActions(TOOLS, e.tool_name, e.tool_input, e.cwd ?? fallbackCwd) };
  },
  answer({ status, reason }) {
    if (status === 'blocked') return { stdout: '', stderr: `${reason}\n`, exitCode: 2 };
    if (status === 'warning') return { stdout: '', stderr: `${reason}\n`, exitCode: 1 };
    return SILENT;
  },
  config: KIRO_V3,
  formats: { v3: KIRO_V3, legacy: KIRO_LEGACY },
};
