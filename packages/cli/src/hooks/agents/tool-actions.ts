import { readApplyPatch } from '../apply-patch';
import type { HookAction } from '../types';
import { isRecord, PATH_KEYS, pick, toEditAction, toShellAction, toWriteAction } from './shared';

/**
 * What an agent's tool does, as far as Charter cares:
 * - `shell`: `{ command }` (or `command_line`, `cmd`);
 * - `commands`: Cline SDK's `run_commands`, `{ commands: [string | { command, args }] }` or a bare list;
 * - `write`: a whole file; `edit`: old/new text replacements (or an `edits` list of them);
 * - `multi-replace`: VS Code's `multi_replace_string_in_file`, `{ replacements: [{ filePath, oldString, newString }] }`;
 * - `append`: text inserted into a file (VS Code's `insert_edit_into_file` `{ filePath, code }`);
 * - `editor`: a str_replace_editor-style tool whose `command` says which (`create`, `str_replace`, `insert`,
 *   `append`): Copilot's `str_replace_editor`, Kiro's `fs_write` and `write`;
 * - `cline-editor`: Cline SDK's `editor`, `{ path, old_text?, new_text, insert_line? }`;
 * - `patch`: an apply_patch payload (`{ input }` or the raw patch text).
 */
export type ToolKind =
  | 'shell'
  | 'commands'
  | 'write'
  | 'edit'
  | 'multi-replace'
  | 'append'
  | 'editor'
  | 'cline-editor'
  | 'patch';

function fromEditorCommand(args: Record<string, unknown>, cwd: string): HookAction[] {
  const command = typeof args.command === 'string' ? args.command : '';
  if (command === 'create') return toWriteAction(args, cwd);
  if (command === 'str_replace' || command === 'strReplace') return toEditAction(args, cwd);
  // insert and append add new text; where exactly does not change what the scanner sees in the new code, and
  // a package.json they break is no dependency decision.
  const added = pick(args, 'new_str', 'newStr', 'content', 'file_text');
  if (added === undefined) return [];
  return toEditAction({ path: pick(args, ...PATH_KEYS), old_str: '', new_str: added }, cwd);
}

function fromClineEditor(args: Record<string, unknown>, cwd: string): HookAction[] {
  const path = pick(args, ...PATH_KEYS);
  const next = pick(args, 'new_text');
  if (path === undefined || next === undefined) return [];
  if (typeof args.old_text === 'string') return toEditAction(args, cwd);
  if (args.insert_line !== undefined && args.insert_line !== null) {
    return [{ kind: 'edit', path, edits: [{ oldString: '', newString: next }], cwd }];
  }
  // No old text: "create the file with new_text if it does not exist".
  return [{ kind: 'write', path, content: next, cwd }];
}

/** A list Cline's SDK sent JSON-stringified (its `preToolUse.parameters`), or the value itself. */
function unstringify(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('[')) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function fromCommands(args: Record<string, unknown>, cwd: string): HookAction[] {
  const value = unstringify(args.commands ?? args.command ?? args.cmd ?? args.input);
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((entry): HookAction[] => {
    if (typeof entry === 'string') return toShellAction({ command: entry }, cwd);
    if (isRecord(entry) && typeof entry.command === 'string') {
      const argv = Array.isArray(entry.args) ? entry.args.filter((a) => typeof a === 'string') : [];
      return toShellAction({ command: [entry.command, ...argv].join(' ') }, cwd);
    }
    return [];
  });
}

function fromMultiReplace(args: Record<string, unknown>, cwd: string): HookAction[] {
  const replacements = Array.isArray(args.replacements) ? args.replacements : [];
  return replacements.flatMap((r) => (isRecord(r) ? toEditAction(r, cwd) : []));
}

function fromPatch(args: Record<string, unknown>, cwd: string): HookAction[] {
  const patch = pick(args, 'input', 'patch');
  return patch === undefined ? [] : readApplyPatch(patch, cwd);
}

const READERS: Record<ToolKind, (args: Record<string, unknown>, cwd: string) => HookAction[]> = {
  shell: toShellAction,
  commands: fromCommands,
  write: toWriteAction,
  edit: toEditAction,
  'multi-replace': fromMultiReplace,
  append: (args, cwd) =>
    toEditAction({ path: pick(args, ...PATH_KEYS), old_str: '', new_str: pick(args, 'code') }, cwd),
  editor: fromEditorCommand,
  'cline-editor': fromClineEditor,
  patch: fromPatch,
};

const EDITOR_COMMANDS = new Set([
  'create',
  'str_replace',
  'strReplace',
  'insert',
  'append',
  'view',
  'undo_edit',
]);

/**
 * Whether a tool's arguments hold what its kind is read from. A tool Charter judges whose arguments it cannot
 * read is never passed over in silence: the hook says so (and has no opinion), as for an unreadable event.
 */
function isReadable(kind: ToolKind, args: Record<string, unknown>): boolean {
  const has = (...keys: string[]) => pick(args, ...keys) !== undefined;
  switch (kind) {
    case 'shell':
      return has('command', 'command_line', 'cmd');
    case 'commands':
      return [args.commands, args.command, args.cmd, args.input].some((v) => v !== undefined);
    case 'multi-replace':
      return Array.isArray(args.replacements);
    case 'editor':
      return typeof args.command === 'string' && EDITOR_COMMANDS.has(args.command);
    case 'patch':
      return has('input', 'patch');
    case 'edit':
      return has(...PATH_KEYS) && (Array.isArray(args.edits) || toEditAction(args, '/').length > 0);
    default:
      return has(...PATH_KEYS);
  }
}

/**
 * The actions of one tool call, from the agent's own tool names (`{ Bash: 'shell', Write: 'write' }`);
 * a tool the table does not name asks for no decision. Throws a sentence when the tool is one Charter judges
 * but its arguments are not in a shape it reads.
 */
export function toToolActions(
  tools: Readonly<Record<string, ToolKind>>,
  toolName: string | undefined,
  args: Record<string, unknown>,
  cwd: string,
): HookAction[] {
  const kind = toolName === undefined || !Object.hasOwn(tools, toolName) ? undefined : tools[toolName];
  if (!kind) return [];
  if (!isReadable(kind, args)) {
    const fields = Object.keys(args).join(', ') || 'none';
    throw new Error(`the arguments of ${toolName} are not in a shape Charter reads (fields: ${fields})`);
  }
  return READERS[kind](args, cwd);
}

/**
 * GitHub Copilot's runtime tool names (https://docs.github.com/en/copilot/reference/hooks-reference, "Tool
 * names for hook matching": bash, powershell, create, edit; the edit runtimes `str_replace_editor` and
 * `apply_patch` behind its `edit` family). Copilot CLI sends them on its own events and on the hooks it reads
 * from `.claude/settings.json`.
 */
export const COPILOT_TOOLS: Readonly<Record<string, ToolKind>> = {
  bash: 'shell',
  powershell: 'shell',
  create: 'write',
  edit: 'edit',
  str_replace_editor: 'editor',
  apply_patch: 'patch',
};

/**
 * VS Code's agent tool names (microsoft/vscode-copilot-chat src/extension/tools/common/toolNames.ts, and the
 * contributed `copilot_*` names), with the `runTerminalCommand` of the VS Code hooks page's own example
 * (microsoft/vscode-docs docs/agent-customization/hooks.md). VS Code runs every hook on every tool, matcher
 * or not, for hooks in `.github/hooks/*.json` and in `.claude/settings.json` alike.
 */
export const VSCODE_TOOLS: Readonly<Record<string, ToolKind>> = {
  run_in_terminal: 'shell',
  runInTerminal: 'shell',
  runTerminalCommand: 'shell',
  create_file: 'write',
  copilot_createFile: 'write',
  replace_string_in_file: 'edit',
  copilot_replaceString: 'edit',
  multi_replace_string_in_file: 'multi-replace',
  copilot_multiReplaceString: 'multi-replace',
  insert_edit_into_file: 'append',
  copilot_insertEdit: 'append',
  apply_patch: 'patch',
  copilot_applyPatch: 'patch',
};
