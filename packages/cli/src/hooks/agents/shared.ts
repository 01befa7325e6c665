import { resolve } from 'node:path';
import { z } from 'zod';
import type { HookAction, HookAnswer, TextEdit } from '../types';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Tool arguments as the agents send them: an object; that object as a JSON string (Copilot's camelCase
 * `toolArgs`); or a bare value, kept as `{ input }` — Copilot CLI sends `apply_patch`'s patch as a raw string,
 * and Cline's SDK accepts a bare string or list for `apply_patch` and `run_commands`.
 */
export const ArgsSchema = z
  .unknown()
  .optional()
  .transform((value): Record<string, unknown> => {
    if (value === undefined || value === null) return {};
    if (typeof value === 'string') {
      try {
        const parsed: unknown = JSON.parse(value);
        if (isRecord(parsed)) return parsed;
      } catch {
        // Not JSON: the raw text is the argument.
      }
      return { input: value };
    }
    return isRecord(value) ? value : { input: value };
  });

/**
 * The PreToolUse event of Claude Code, which the Kiro CLI copies: `{ hook_event_name, cwd, tool_name,
 * tool_input }` (other fields allowed).
 */
export const ToolEventSchema = z.object({
  hook_event_name: z.string().optional(),
  /** VS Code's common input field (microsoft/vscode-docs docs/agent-customization/hooks.md). */
  hookEventName: z.string().optional(),
  cwd: z.string().optional(),
  tool_name: z.string(),
  tool_input: ArgsSchema,
});

/** Parses an event with a lenient schema (unknown fields pass); a mismatch is a sentence naming the field. */
export function parseEvent<T>(schema: z.ZodType<T>, event: unknown, agent: string): T {
  const parsed = schema.safeParse(event);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(
    `the event is not a ${agent} hook event: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
  );
}

export const pick = (args: Record<string, unknown>, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = args[key];
    if (typeof value === 'string') return value;
  }
  return undefined;
};

export const PATH_KEYS = ['file_path', 'path', 'filePath', 'target_file', 'file'];
const OLD_KEYS = ['old_string', 'old_str', 'oldString', 'oldStr', 'old_text'];
const NEW_KEYS = ['new_string', 'new_str', 'newString', 'newStr', 'new_text'];

/** A shell action from tool arguments (`command`, or Windsurf's `command_line`); none without a command. */
export function toShellAction(args: Record<string, unknown>, cwd: string): HookAction[] {
  const command = pick(args, 'command', 'command_line', 'cmd');
  return command ? [{ kind: 'shell', command, cwd: resolve(cwd, pick(args, 'cwd') ?? '.') }] : [];
}

/** A whole-file write from tool arguments (path + content under the agents' various names). */
export function toWriteAction(args: Record<string, unknown>, cwd: string): HookAction[] {
  const path = pick(args, ...PATH_KEYS);
  const content = pick(args, 'content', 'contents', 'file_text', 'text', 'new_text');
  return path !== undefined && content !== undefined ? [{ kind: 'write', path, content, cwd }] : [];
}

function toEdit(value: unknown): TextEdit | null {
  if (value === null || typeof value !== 'object') return null;
  const args = value as Record<string, unknown>;
  const oldString = pick(args, ...OLD_KEYS);
  const newString = pick(args, ...NEW_KEYS);
  if (oldString === undefined || newString === undefined) return null;
  return { oldString, newString, replaceAll: args.replace_all === true || args.replaceAll === true };
}

/** A text-replacing edit from tool arguments: one old/new pair, or an `edits` list of them. */
export function toEditAction(args: Record<string, unknown>, cwd: string): HookAction[] {
  const path = pick(args, ...PATH_KEYS);
  if (path === undefined) return [];
  const edits = Array.isArray(args.edits)
    ? args.edits.map(toEdit).filter((edit): edit is TextEdit => edit !== null)
    : [toEdit(args)].filter((edit): edit is TextEdit => edit !== null);
  return edits.length > 0 ? [{ kind: 'edit', path, edits, cwd }] : [];
}

export const SILENT: HookAnswer = { stdout: '', stderr: '', exitCode: 0 };

/** One line of JSON on stdout, exit 0. */
export const jsonAnswer = (body: unknown): HookAnswer => ({
  stdout: `${JSON.stringify(body)}\n`,
  stderr: '',
  exitCode: 0,
});

/** Whether a configured hook command is Charter's hook for `agent` (so reinstalling updates it in place). */
export function isCharterCommand(command: unknown, agent: string): boolean {
  return (
    typeof command === 'string' &&
    /charter/i.test(command) &&
    new RegExp(`\\bhook\\s+${agent}\\b`).test(command)
  );
}

/**
 * Recognises Charter's entry in an agent's hook list by the field holding its command (`command`, or
 * Copilot's `bash`), so reinstalling updates it in place.
 */
export const isCharterEntry =
  (agent: string, field = 'command') =>
  (entry: unknown): boolean =>
    isRecord(entry) && isCharterCommand(entry[field], agent);

/**
 * The `hooks` object of a configuration with Charter's entries for `event` put in place: existing Charter
 * entries (recognised by `isOurs`) are replaced where the first one stood, other entries are kept in order.
 * Throws when `hooks` or the event's list has a shape the agent would not read either.
 */
export function upsertHookEntries(
  config: Record<string, unknown>,
  event: string,
  entries: readonly Record<string, unknown>[],
  isOurs: (entry: unknown) => boolean,
): Record<string, unknown> {
  const hooks = config.hooks ?? {};
  if (!isRecord(hooks)) throw new Error('"hooks" is not an object');
  const list = hooks[event] ?? [];
  if (!Array.isArray(list)) throw new Error(`"hooks.${event}" is not a list`);
  const at = list.findIndex(isOurs);
  const kept = list.filter((entry) => !isOurs(entry));
  const index = at === -1 ? kept.length : list.slice(0, at).filter((entry) => !isOurs(entry)).length;
  return {
    ...config,
    hooks: { ...hooks, [event]: [...kept.slice(0, index), ...entries, ...kept.slice(index)] },
  };
}
