// Cline hooks, as documented at https://docs.cline.bot/features/hooks/hook-reference and
// https://docs.cline.bot/customization/hooks:
// - a hook is an executable file named after its event, e.g. .clinerules/hooks/PreToolUse in the project.
// - PreToolUse stdin: { clineVersion, hookName: "PreToolUse", timestamp, taskId, workspaceRoots, userId,
//   preToolUse: { toolName, parameters } }; execute_command { command }, write_to_file { path, content },
//   replace_in_file { path, diff } (SEARCH/REPLACE blocks).
// - answer: JSON on stdout { "cancel": boolean, "contextModification"?: string, "errorMessage"?: string };
//   cancel: true stops the tool and shows errorMessage. (Cline's documented protocol is this JSON, not the
//   exit code 2 of other agents.) Cline has no "ask", so a warning runs the tool and adds the reason to the
//   conversation as contextModification.
// Cline 4.x on its SDK (cline/cline sdk/packages/core/src/hooks/hook-file-hooks.ts and hook-file-config.ts):
// - the same PreToolUse hook file now receives `hookName: "tool_call"` with `tool_call: { id, name, input }`
//   and `preToolUse: { toolName, parameters }` (parameters with every non-string value JSON-stringified, so
//   the raw `tool_call.input` is read first).
// - tools (sdk/packages/core/src/extensions/tools/constants.ts, schemas.ts): run_commands { commands: [string |
//   { command, args }] } (or a bare string or list), editor { path, old_text?, new_text, insert_line? },
//   apply_patch { input } (or the bare patch text) in the canonical apply_patch grammar.
// - answer: the same JSON; the SDK reads `cancel` (stop the tool) and the context from `contextModification`
//   or `errorMessage`. An event Charter cannot read answers { "cancel": false }: valid JSON, no opinion.
import { z } from 'zod';
import type { AgentAdapter, HookAction, TextEdit } from '../types';
import { ArgsSchema, jsonAnswer, parseEvent, toShellAction, toWriteAction } from './shared';
import { type ToolKind, toToolActions } from './tool-actions';

const EventSchema = z
  .object({
    hookName: z.string().optional(),
    workspaceRoots: z.array(z.string()).optional(),
    preToolUse: z.object({ toolName: z.string(), parameters: ArgsSchema }).optional(),
    tool_call: z.object({ name: z.string(), input: ArgsSchema }).optional(),
  })
  .refine((e) => e.preToolUse !== undefined || e.tool_call !== undefined, {
    message: 'neither preToolUse nor tool_call is present',
    path: ['preToolUse'],
  });

/** Cline SDK's default tools (run_commands, editor, apply_patch) next to the legacy extension's. */
const SDK_TOOLS: Record<string, ToolKind> = {
  run_commands: 'commands',
  editor: 'cline-editor',
  apply_patch: 'patch',
};

// `------- SEARCH … ======= … +++++++ REPLACE`, and the older `<<<<<<< SEARCH … >>>>>>> REPLACE`.
const BLOCK_RE = /^[-<]{3,} SEARCH\r?\n(?:([\s\S]*?)\r?\n)?={3,}\r?\n(?:([\s\S]*?)\r?\n)?[+>]{3,} REPLACE/gm;

/** The replacements of a replace_in_file diff. */
export function readSearchReplace(diff: string): TextEdit[] {
  return [...diff.matchAll(BLOCK_RE)].map((m) => ({ oldString: m[1] ?? '', newString: m[2] ?? '' }));
}

function fromReplace(args: Record<string, unknown>, cwd: string): HookAction[] {
  const { path, diff } = args;
  if (typeof path !== 'string' || typeof diff !== 'string') return [];
  const edits = readSearchReplace(diff);
  return edits.length > 0 ? [{ kind: 'edit', path, edits, cwd }] : [];
}

/** The marker by which `hook install cline` knows the PreToolUse file is its own. */
export const CLINE_MARKER = '# Written by `charter hook install cline`';

export const cline: AgentAdapter = {
  name: 'cline',
  title: 'Cline',
  docs: 'https://docs.cline.bot/features/hooks/hook-reference',
  parse(event, fallbackCwd) {
    const e = parseEvent(EventSchema, event, 'Cline');
    const shape = e.hookName ?? 'PreToolUse';
    if (shape !== 'PreToolUse' && shape !== 'tool_call') return { actions: [], shape };
    const cwd = e.workspaceRoots?.[0] ?? fallbackCwd;
    const toolName = e.tool_call?.name ?? e.preToolUse?.toolName;
    const parameters = e.tool_call?.input ?? e.preToolUse?.parameters ?? {};
    if (toolName === 'execute_command') return { actions: toShellAction(parameters, cwd), shape };
    if (toolName === 'write_to_file') return { actions: toWriteAction(parameters, cwd), shape };
    if (toolName === 'replace_in_file') return { actions: fromReplace(parameters, cwd), shape };
    return { actions: toToolActions(SDK_TOOLS, toolName, parameters, cwd), shape };
  },
  unreadable: '{"cancel":false}\n',
  answer({ status, reason }) {
    if (status === 'blocked') return jsonAnswer({ cancel: true, errorMessage: reason });
    if (status === 'warning') return jsonAnswer({ cancel: false, contextModification: reason });
    return jsonAnswer({ cancel: false });
  },
  config: {
    kind: 'script',
    path: '.clinerules/hooks/PreToolUse',
    render: (command) =>
      `#!/bin/sh\n${CLINE_MARKER}: Charter validates Cline's tool calls against .charter/constitution.json.\nexec ${command}\n`,
  },
};
