// Claude Code PreToolUse hooks, as documented at https://code.claude.com/docs/en/hooks (Hooks reference:
// "PreToolUse", "PreToolUse decision control", "Exit code 2 behavior"):
// - stdin: { session_id, transcript_path, cwd, permission_mode, hook_event_name: "PreToolUse", tool_name,
//   tool_input, tool_use_id }; Bash → { command }, Write → { file_path, content }, Edit → { file_path,
//   old_string, new_string, replace_all }, MultiEdit → { file_path, edits: [{ old_string, new_string }] }.
// - answer: exit 0 with { hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision:
//   "allow" | "deny" | "ask", permissionDecisionReason } } on stdout (deny: the reason goes to Claude; ask:
//   it is shown to the user), or exit 2 with the reason on stderr. We use the JSON form: it carries "ask"
//   as well as "deny". Exit 0 with no output leaves the decision to Claude Code's own permission flow, which
//   is what an approval answers ("allow" would skip the user's permission prompt).
// - settings: .claude/settings.json → hooks.PreToolUse[{ matcher, hooks: [{ type: "command", command }] }].
// - PowerShell: "a hook that matches only Bash never fires for PowerShell commands"; match `Bash|PowerShell` in
//   hooks that inspect shell commands. The PowerShell tool's input is `{ command }` like Bash's.
// Other agents read the same file and run this hook with their own tool names:
// - VS Code (microsoft/vscode-docs docs/agent-customization/hooks.md, "How does VS Code handle Claude Code hook
//   configurations?") reads .claude/settings.json, ignores matchers, and sends its own tools (`create_file`,
//   `replace_string_in_file`, `run_in_terminal`, camelCase inputs such as `filePath`); it reads the same
//   hookSpecificOutput answer.
// - Copilot CLI (https://docs.github.com/en/copilot/reference/hooks-reference, "Hooks locations") reads it too,
//   sending its runtime tools (`bash`, `create`, `edit`, `str_replace_editor`, `apply_patch`); for those the
//   answer carries Copilot's top-level permissionDecision as well.
import type { AgentAdapter } from '../types';
import { isCharterCommand, isRecord, jsonAnswer, parseEvent, SILENT, ToolEventSchema } from './shared';
import { COPILOT_TOOLS, type ToolKind, toToolActions, VSCODE_TOOLS } from './tool-actions';

/** The tools whose calls Charter validates: the two shells and the three file-writing tools. */
export const CLAUDE_MATCHER = 'Bash|PowerShell|Write|Edit|MultiEdit';

const hasCharterHook = (group: unknown): boolean =>
  isRecord(group) &&
  Array.isArray(group.hooks) &&
  group.hooks.some((hook) => isRecord(hook) && isCharterCommand(hook.command, 'claude'));

/** The tools whose calls Charter judges, by Claude Code's names and those of the agents sharing its settings. */
const TOOLS: Record<string, ToolKind> = {
  ...VSCODE_TOOLS,
  ...COPILOT_TOOLS,
  Bash: 'shell',
  PowerShell: 'shell',
  Write: 'write',
  Edit: 'edit',
  MultiEdit: 'edit',
};

export const claude: AgentAdapter = {
  name: 'claude',
  title: 'Claude Code',
  docs: 'https://code.claude.com/docs/en/hooks',
  parse(event, fallbackCwd) {
    const e = parseEvent(ToolEventSchema, event, 'Claude Code');
    const name = e.hook_event_name ?? e.hookEventName;
    if (name !== undefined && name !== 'PreToolUse') return { actions: [] };
    const cwd = e.cwd ?? fallbackCwd;
    const shape = Object.hasOwn(COPILOT_TOOLS, e.tool_name) ? 'copilot' : 'claude';
    return { actions: toToolActions(TOOLS, e.tool_name, e.tool_input, cwd), shape };
  },
  answer({ status, reason }, { shape }) {
    if (status !== 'blocked' && status !== 'warning') return SILENT;
    const permissionDecision = status === 'blocked' ? 'deny' : 'ask';
    const hookSpecificOutput = {
      hookEventName: 'PreToolUse',
      permissionDecision,
      permissionDecisionReason: reason,
    };
    if (shape !== 'copilot') return jsonAnswer({ hookSpecificOutput });
    return jsonAnswer({ permissionDecision, permissionDecisionReason: reason, hookSpecificOutput });
  },
  config: {
    kind: 'json',
    path: '.claude/settings.json',
    merge(existing, command) {
      const hook = { type: 'command', command };
      const hooks = existing.hooks ?? {};
      if (!isRecord(hooks)) throw new Error('"hooks" is not an object');
      const groups = hooks.PreToolUse ?? [];
      if (!Array.isArray(groups)) throw new Error('"hooks.PreToolUse" is not a list');
      const at = groups.findIndex(hasCharterHook);
      // A group the user shares with other hooks keeps them and its matcher: only Charter's command is
      // replaced. Charter's own group also gets today's matcher (an older install matched no PowerShell).
      const next =
        at === -1
          ? [...groups, { matcher: CLAUDE_MATCHER, hooks: [hook] }]
          : groups.map((group, index) => {
              if (index !== at) return group;
              const hooks = (group as { hooks: unknown[] }).hooks;
              const onlyOurs = hooks.every((h) => isRecord(h) && isCharterCommand(h.command, 'claude'));
              return {
                ...group,
                ...(onlyOurs ? { matcher: CLAUDE_MATCHER } : {}),
                hooks: hooks.map((h) =>
                  isRecord(h) && isCharterCommand(h.command, 'claude') ? { ...h, command } : h,
                ),
              };
            });
      return { ...existing, hooks: { ...hooks, PreToolUse: next } };
    },
  },
};
