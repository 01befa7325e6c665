/**
 * The text with the arguments of every `setTimeout(…)` / `setInterval(…)` blanked out (same length, so offsets
 * hold): a call made there runs on a timer, not from any control. The alert's `handleClose()` in `durationTimeout =
 * setTimeout(() => { handleClose(); }, props.duration)` (uikit-react@3.1.3 src/components/Alert/Alert.tsx:38-40,
 * MIT) closes it after the caller's duration; it is no keyboard way to close it (set 24, :65 labelled
 * click-without-keyboard). Parentheses balanced; strings are not special-cased (as handler-text.ts's `blockAt`).
 */
export function withoutTimerCallbacks(text: string): string {
  let result = text;
  for (const found of text.matchAll(/\b(?:setTimeout|setInterval)\s*\(/g)) {
    const open = found.index + found[0].length - 1;
    let depth = 0;
    for (let index = open; index < text.length && index < open + 4000; index++) {
      if (text[index] === '(') depth++;
      else if (text[index] === ')' && --depth === 0) {
        result = result.slice(0, open + 1) + ' '.repeat(index - open - 1) + result.slice(index);
        break;
      }
    }
  }
  return result;
}
