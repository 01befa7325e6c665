import type { TextEdit } from './types';

/**
 * The text after an edit tool's replacements, applied in order as the agents do: an empty `oldString` on an
 * empty file writes `newString`; otherwise the first occurrence (every one with `replaceAll`) is replaced.
 * An `oldString` the text does not hold changes nothing (the agent's tool would fail the same way).
 * @example applyEdits('a = 1', [{ oldString: '1', newString: '2' }]) // 'a = 2'
 */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let result = text;
  for (const edit of edits) {
    if (edit.oldString === '') {
      result = result === '' ? edit.newString : result + edit.newString;
      continue;
    }
    if (!result.includes(edit.oldString)) continue;
    result = edit.replaceAll
      ? result.split(edit.oldString).join(edit.newString)
      : result.replace(edit.oldString, () => edit.newString);
  }
  return result;
}
