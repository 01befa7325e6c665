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
import { z } from 'zod';
import type { AgentAdapter, HookAction, TextEdit } from '../types';
import { ArgsSchema, jsonAnswer, parseEvent, toShellAction, toWriteAction } from './shared';

const EventSchema = z.object({
  hookName: z.string().optional(),
  workspaceRoots: z.array(z.string()).optional(),
  preToolUse: z.object({ toolName: z.string(), parameters: ArgsSchema }),
});

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
    if (e.hookName !== undefined && e.hookName !== 'PreToolUse') return [];
    const cwd = e.workspaceRoots?.[0] ?? fallbackCwd;
    const { toolName, parameters } = e.preToolUse;
    if (toolName === 'execute_command') return toShellAction(parameters, cwd);
    if (toolName === 'write_to_file') return toWriteAction(parameters, cwd);
    if (toolName === 'replace_in_file') return fromReplace(parameters, cwd);
    return [];
  },
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
