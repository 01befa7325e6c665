// GitHub Copilot (cloud agent and Copilot CLI) hooks, as documented at
// https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference and
// https://docs.github.com/en/copilot/concepts/agents/cloud-agent/about-hooks:
// - configuration: .github/hooks/*.json → { "version": 1, "hooks": { "preToolUse": [{ "type": "command",
//   "bash": …, "powershell": …, "timeoutSec": … }] } } (we write our own .github/hooks/charter.json).
// - preToolUse stdin: { timestamp, cwd, toolName, toolArgs } where toolArgs is the tool's arguments as a
//   JSON string (an object is accepted as well); tools: bash { command }, create { path, file_text },
//   edit { path, old_str, new_str }.
// - answer: { "permissionDecision": "allow" | "deny" | "ask", "permissionDecisionReason" } on stdout;
//   no output lets the tool run under Copilot's own permissions, which is what an approval answers.
import { z } from 'zod';
import type { AgentAdapter } from '../types';
import {
  ArgsSchema,
  isCharterEntry,
  jsonAnswer,
  parseEvent,
  SILENT,
  type ToolKind,
  toToolActions,
  upsertHookEntries,
} from './shared';

const EventSchema = z.object({
  cwd: z.string().optional(),
  toolName: z.string(),
  toolArgs: ArgsSchema,
});

const ours = isCharterEntry('copilot', 'bash');

/** The tools whose calls Charter judges, by this agent's names for them. */
const TOOLS: Record<string, ToolKind> = { bash: 'shell', powershell: 'shell', create: 'write', edit: 'edit' };

export const copilot: AgentAdapter = {
  name: 'copilot',
  title: 'GitHub Copilot',
  docs: 'https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference',
  parse(event, fallbackCwd) {
    const e = parseEvent(EventSchema, event, 'GitHub Copilot');
    const cwd = e.cwd ?? fallbackCwd;
    return toToolActions(TOOLS, e.toolName, e.toolArgs, cwd);
  },
  answer({ status, reason }) {
    if (status !== 'blocked' && status !== 'warning') return SILENT;
    return jsonAnswer({
      permissionDecision: status === 'blocked' ? 'deny' : 'ask',
      permissionDecisionReason: reason,
    });
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
