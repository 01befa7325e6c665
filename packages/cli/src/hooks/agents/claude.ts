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
import type { AgentAdapter } from '../types';
import {
  isCharterCommand,
  isRecord,
  jsonAnswer,
  parseEvent,
  SILENT,
  ToolEventSchema,
  type ToolKind,
  toToolActions,
} from './shared';

/** The tools whose calls Charter validates: the shell and the three file-writing tools. */
export const CLAUDE_MATCHER = 'Bash|Write|Edit|MultiEdit';

const hasCharterHook = (group: unknown): boolean =>
  isRecord(group) &&
  Array.isArray(group.hooks) &&
  group.hooks.some((hook) => isRecord(hook) && isCharterCommand(hook.command, 'claude'));

/** The tools whose calls Charter judges, by this agent's names for them. */
const TOOLS: Record<string, ToolKind> = { Bash: 'shell', Write: 'write', Edit: 'edit', MultiEdit: 'edit' };

export const claude: AgentAdapter = {
  name: 'claude',
  title: 'Claude Code',
  docs: 'https://code.claude.com/docs/en/hooks',
  parse(event, fallbackCwd) {
    const e = parseEvent(ToolEventSchema, event, 'Claude Code');
    if (e.hook_event_name !== undefined && e.hook_event_name !== 'PreToolUse') return [];
    const cwd = e.cwd ?? fallbackCwd;
    return toToolActions(TOOLS, e.tool_name, e.tool_input, cwd);
  },
  answer({ status, reason }) {
    if (status !== 'blocked' && status !== 'warning') return SILENT;
    return jsonAnswer({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: status === 'blocked' ? 'deny' : 'ask',
        permissionDecisionReason: reason,
      },
    });
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
      // A group the user shares with other hooks keeps them: only Charter's command is replaced.
      const next =
        at === -1
          ? [...groups, { matcher: CLAUDE_MATCHER, hooks: [hook] }]
          : groups.map((group, index) =>
              index !== at
                ? group
                : {
                    ...group,
                    hooks: (group as { hooks: unknown[] }).hooks.map((h) =>
                      isRecord(h) && isCharterCommand(h.command, 'claude') ? { ...h, command } : h,
                    ),
                  },
            );
      return { ...existing, hooks: { ...hooks, PreToolUse: next } };
    },
  },
};
