// Windsurf Cascade hooks, as documented at https://docs.windsurf.com/windsurf/cascade/hooks:
// - workspace configuration: .windsurf/hooks.json → { "hooks": { "pre_run_command": [{ "command": …,
//   "show_output": true }], "pre_write_code": [ … ] } }.
// - stdin: { agent_action_name, trajectory_id, execution_id, timestamp, tool_info }, where tool_info is
//   { command_line, cwd } for pre_run_command and { file_path, edits: [{ old_string, new_string }] } for
//   pre_write_code.
// - answer: a pre-hook blocks the action by exiting with code 2; its output tells why. Windsurf has no "ask",
//   so a warning lets the action run (exit 0) and shows the reason on stdout (`show_output`).
import { z } from 'zod';
import type { AgentAdapter } from '../types';
import {
  ArgsSchema,
  isCharterEntry,
  parseEvent,
  SILENT,
  toEditAction,
  toShellAction,
  upsertHookEntries,
} from './shared';

const EventSchema = z.object({
  agent_action_name: z.string(),
  tool_info: ArgsSchema,
});

const ours = isCharterEntry('windsurf');

export const windsurf: AgentAdapter = {
  name: 'windsurf',
  title: 'Windsurf Cascade',
  docs: 'https://docs.windsurf.com/windsurf/cascade/hooks',
  parse(event, fallbackCwd) {
    const e = parseEvent(EventSchema, event, 'Windsurf');
    if (e.agent_action_name === 'pre_run_command')
      return { actions: toShellAction(e.tool_info, fallbackCwd) };
    if (e.agent_action_name === 'pre_write_code') return { actions: toEditAction(e.tool_info, fallbackCwd) };
    return { actions: [] };
  },
  answer({ status, reason }) {
    if (status === 'blocked') return { stdout: '', stderr: `${reason}\n`, exitCode: 2 };
    if (status === 'warning') return { stdout: `${reason}\n`, stderr: '', exitCode: 0 };
    return SILENT;
  },
  config: {
    kind: 'json',
    path: '.windsurf/hooks.json',
    merge(existing, command) {
      const entry = { command, show_output: true };
      const withShell = upsertHookEntries(existing, 'pre_run_command', [entry], ours);
      return upsertHookEntries(withShell, 'pre_write_code', [entry], ours);
    },
  },
};
