// Cursor agent hooks, as documented at https://cursor.com/docs/agent/hooks:
// - .cursor/hooks.json: { "version": 1, "hooks": { "<event>": [{ "command": …, "matcher"?: … }] } }.
// - beforeShellExecution stdin: { hook_event_name, conversation_id, generation_id, workspace_roots, command,
//   cwd }; preToolUse stdin: { hook_event_name, tool_name, tool_input, … } for every tool (we match the
//   file-writing ones; the shell goes through beforeShellExecution so a command is validated once).
// - answer (both events): { "permission": "allow" | "deny" | "ask", "user_message", "agent_message" } on
//   stdout, exit 0. "allow" is not "no objection": integrations use it to skip Cursor's own approval prompt
//   (e.g. https://github.com/djtelicloud/grok-mcp-server/pull/491, "a client-side permission bypass"), and
//   Charter must never widen what the user lets the agent run. So an approval or an unrelated call answers
//   `{}`: valid JSON with no permission, leaving the call to Cursor's own rules. An event Charter cannot read
//   answers `{}` too: permission hooks must never see an empty or invalid answer.
// - "ask" is enforced on beforeShellExecution but, on preToolUse, accepted and not enforced (the tool runs).
//   A warning therefore always carries the reason in agent_message (the agent) and user_message (the person),
//   so it is seen where nobody is asked; it keeps "ask", which can only ever be stricter.
import { z } from 'zod';
import type { AgentAdapter } from '../types';
import { ArgsSchema, isCharterEntry, jsonAnswer, parseEvent, upsertHookEntries } from './shared';
import { type ToolKind, toToolActions } from './tool-actions';

const EventSchema = z.object({
  hook_event_name: z.string(),
  workspace_roots: z.array(z.string()).optional(),
  cwd: z.string().optional(),
  command: z.string().optional(),
  tool_name: z.string().optional(),
  tool_input: ArgsSchema,
});

/** The file-writing tools of Cursor's agent that preToolUse is matched on. */
export const CURSOR_FILE_MATCHER = 'Write|Edit|StrReplace|MultiEdit';

const ours = isCharterEntry('cursor');

/** The tools whose calls Charter judges, by this agent's names for them. */
const TOOLS: Record<string, ToolKind> = {
  Shell: 'shell',
  Write: 'write',
  Edit: 'edit',
  StrReplace: 'edit',
  MultiEdit: 'edit',
};

export const cursor: AgentAdapter = {
  name: 'cursor',
  title: 'Cursor',
  docs: 'https://cursor.com/docs/agent/hooks',
  parse(event, fallbackCwd) {
    const e = parseEvent(EventSchema, event, 'Cursor');
    const cwd = e.cwd ?? e.workspace_roots?.[0] ?? fallbackCwd;
    const shape = e.hook_event_name;
    if (shape === 'beforeShellExecution') {
      return { actions: toToolActions(TOOLS, 'Shell', { command: e.command }, cwd), shape };
    }
    if (shape !== 'preToolUse') return { actions: [], shape };
    return { actions: toToolActions(TOOLS, e.tool_name, e.tool_input, cwd), shape };
  },
  unreadable: '{}\n',
  answer({ status, reason }) {
    if (status !== 'blocked' && status !== 'warning') return jsonAnswer({});
    return jsonAnswer({
      permission: status === 'blocked' ? 'deny' : 'ask',
      user_message: reason,
      agent_message: reason,
    });
  },
  config: {
    kind: 'json',
    path: '.cursor/hooks.json',
    merge(existing, command) {
      const withShell = upsertHookEntries(existing, 'beforeShellExecution', [{ command }], ours);
      const merged = upsertHookEntries(
        withShell,
        'preToolUse',
        [{ command, matcher: CURSOR_FILE_MATCHER }],
        ours,
      );
      return { version: 1, ...merged };
    },
  },
};
