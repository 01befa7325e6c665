import type { HookAction, TextEdit } from './types';

// The `apply_patch` grammar that Copilot CLI, VS Code's `apply_patch` tool and Cline's SDK `apply_patch` take
// ("The freeform apply_patch payload in the canonical patch grammar (e.g *** Begin Patch, *** Update File:,
// @@, and *** End Patch)", cline/cline sdk/packages/core/src/extensions/tools/schemas.ts):
//
//   *** Begin Patch
//   *** Add File: <path>          then `+` lines: the whole new file
//   *** Update File: <path>       then an optional `*** Move to: <path>`, and hunks opened by `@@ [context]`
//                                 whose lines are ` ` (kept), `-` (removed) or `+` (added)
//   *** Delete File: <path>
//   *** End Patch
//
// A hunk becomes a text edit: its kept and removed lines are the text it replaces, its kept and added lines
// the text that takes their place — what applyEdits then applies to the file on disk.

const FILE_HEADER = /^\*\*\* (Add|Update|Delete) File: (.+)$/;

function toHunkEdit(lines: readonly string[]): TextEdit | null {
  const before: string[] = [];
  const after: string[] = [];
  for (const line of lines) {
    const mark = line[0];
    const text = line.slice(1);
    if (mark === '-') before.push(text);
    else if (mark === '+') after.push(text);
    else {
      // A kept line (` `), or an unprefixed blank line some models write for an empty kept line.
      before.push(mark === ' ' ? text : line);
      after.push(mark === ' ' ? text : line);
    }
  }
  if (before.length === 0 && after.length === 0) return null;
  // A hunk that only adds lines, with no context, appends them (applyEdits' empty oldString).
  if (before.length === 0) return { oldString: '', newString: `${after.join('\n')}\n` };
  return { oldString: before.join('\n'), newString: after.join('\n') };
}

/**
 * The writes and edits of an apply_patch payload, paths as written (relative to `cwd` or absolute); deletes
 * ask for no decision. Text that is not a patch gives none.
 * @example readApplyPatch('*** Begin Patch\n*** Add File: a.ts\n+fetch(u)\n*** End Patch', '/repo') // [{ kind: 'write', path: 'a.ts', ... }]
 */
export function readApplyPatch(patch: string, cwd: string): HookAction[] {
  const actions: HookAction[] = [];
  const lines = patch.replace(/\r\n/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const header = FILE_HEADER.exec(lines[i] as string);
    i++;
    if (!header) continue;
    const [, op, rawPath] = header;
    const path = (rawPath as string).trim();
    const body: string[] = [];
    while (i < lines.length && !FILE_HEADER.test(lines[i] as string) && lines[i] !== '*** End Patch') {
      body.push(lines[i] as string);
      i++;
    }
    if (op === 'Add') {
      const content = body.filter((line) => line.startsWith('+')).map((line) => line.slice(1));
      actions.push({ kind: 'write', path, content: `${content.join('\n')}\n`, cwd });
      continue;
    }
    if (op !== 'Update') continue;
    const edits: TextEdit[] = [];
    let hunk: string[] = [];
    const flush = () => {
      const edit = toHunkEdit(hunk);
      if (edit) edits.push(edit);
      hunk = [];
    };
    for (const line of body) {
      // A move keeps the edit judged against the file it reads from.
      if (line.startsWith('*** Move to: ')) continue;
      if (line.startsWith('@@')) flush();
      else if (line === '*** End of File') continue;
      else hunk.push(line);
    }
    flush();
    if (edits.length > 0) actions.push({ kind: 'edit', path, edits, cwd });
  }
  return actions;
}
