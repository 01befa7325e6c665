// GitHub Copilot hooks: Copilot CLI and the cloud agent (https://docs.github.com/en/copilot/reference/hooks-reference,
// formerly .../copilot-cli-reference/cli-hooks-reference) and Copilot in VS Code
// (microsoft/vscode-docs docs/agent-customization/hooks.md and docs/agents/reference/hooks-reference.md):
// - configuration: .github/hooks/*.json → { "version": 1, "hooks": { "preToolUse": [{ "type": "command",
//   "bash": …, "powershell": …, "timeoutSec": … }] } } (we write our own .github/hooks/charter.json). VS Code
//   loads the same files, converts `preToolUse` to `PreToolUse`, maps `bash` to its linux/osx command and runs
//   the hook on every tool (it ignores matchers).
// - two payloads ("Hook event input payloads"): camelCase `{ sessionId, timestamp, cwd, toolName, toolArgs }`
//   (toolArgs may be the arguments as a JSON string, or apply_patch's raw patch text), and the VS Code
//   compatible snake_case `{ hook_event_name: "PreToolUse", session_id, cwd, tool_name, tool_input }` that
//   Copilot CLI sends when configured with PascalCase names and VS Code sends (with `hookEventName`).
// - tools: Copilot's bash, powershell, create, edit, str_replace_editor, apply_patch; VS Code's run_in_terminal,
//   create_file, replace_string_in_file, multi_replace_string_in_file, insert_edit_into_file, apply_patch.
// - answer ("preToolUse decision control"): { permissionDecision: "allow" | "deny" | "ask",
//   permissionDecisionReason } on stdout; VS Code reads { hookSpecificOutput: { hookEventName: "PreToolUse",
//   permissionDecision, permissionDecisionReason } }. The snake_case payload comes from either, so its answer
//   carries both forms. No output lets the tool run under the agent's own permissions (an approval).
// - "Under cloud agent, "ask" is treated as "deny" because no user is available to answer." The cloud agent's
//   sandbox sets COPILOT_AGENT_PROMPT and GITHUB_COPILOT_API_TOKEN ("Cloud agent execution environment"); there
//   a warning answers "allow" (every tool is pre-approved there, so it widens nothing) with the reason, which
//   the reference says is shown to the agent: the action runs and the agent knows why Charter objects.
import { z } from 'zod';
import type { AgentAdapter } from '../types';
import { ArgsSchema, isCharterEntry, jsonAnswer, parseEvent, SILENT, upsertHookEntries } from './shared';
import { COPILOT_TOOLS, type ToolKind, toToolActions, VSCODE_TOOLS } from './tool-actions';

const CamelSchema = z.object({
  cwd: z.string().optional(),
  toolName: z.string(),
  toolArgs: ArgsSchema,
});
const SnakeSchema = z.object({
  hook_event_name: z.string().optional(),
  hookEventName: z.string().optional(),
  cwd: z.string().optional(),
  tool_name: z.string(),
  tool_input: ArgsSchema,
});
const EventSchema = z.union([CamelSchema, SnakeSchema]);

const ours = isCharterEntry('copilot', 'bash');

const SNAKE_TOOLS: Record<string, ToolKind> = { ...VSCODE_TOOLS, ...COPILOT_TOOLS };

/** Whether the hook runs in Copilot's cloud agent, where nobody can answer "ask". */
export const isCopilotCloudAgent = (env: Readonly<Record<string, string | undefined>>): boolean =>
  Boolean(env.COPILOT_AGENT_PROMPT || env.GITHUB_COPILOT_API_TOKEN);

export const copilot: AgentAdapter = {
  name: 'copilot',
  title: 'GitHub Copilot',
  docs: 'https://docs.github.com/en/copilot/reference/hooks-reference',
  parse(event, fallbackCwd) {
    const e = parseEvent(EventSchema, event, 'GitHub Copilot');
    const cwd = e.cwd ?? fallbackCwd;
    if ('toolName' in e) return { actions: toToolActions(COPILOT_TOOLS, e.toolName, e.toolArgs, cwd) };
    const name = e.hook_event_name ?? e.hookEventName;
    if (name !== undefined && name !== 'PreToolUse' && name !== 'preToolUse') {
      return { actions: [], shape: 'snake' };
    }
    return { actions: toToolActions(SNAKE_TOOLS, e.tool_name, e.tool_input, cwd), shape: 'snake' };
  },
  answer({ status, reason }, { shape, env }) {
    if (status !== 'blocked' && status !== 'warning') return SILENT;
    const permissionDecision = status === 'blocked' ? 'deny' : isCopilotCloudAgent(env) ? 'allow' : 'ask';
    const body = { permissionDecision, permissionDecisionReason: reason };
    if (shape !== 'snake') return jsonAnswer(body);
    return jsonAnswer({ ...body, hookSpecificOutput: { hookEventName: 'PreToolUse', ...body } });
  },
  config: {
    kind: 'json',
    path: '.github/hooks/charter.json',
    merge(existing, command) {
      const entry = { type: 'command', bash: command, powershell: command, timeoutSec: 30 };
      return { version: 1, ...upsertHookEntries(existing, 'preToolUse', [entry], ours) };
    },
  },
};
