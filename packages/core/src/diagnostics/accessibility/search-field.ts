/**
 * A field's key handler that only runs a search on Enter: `const onKeyPress = (e) => e.key === "Enter" &&
 * setWatchRequest(watchRequest + 1)` (react-icons-picker@1.1.0 src/PickerModal.js:78, MIT). The combobox pattern
 * (a field that handles the keys for the options clicked beside it) needs a field that moves through the options,
 * so its handler reads an arrow key; one whose whole code is in view (inline, or a one-line arrow function bound
 * by name in the file) and reads none of them is not that field. A handler not in view stays the field's.
 * @example isEnterOnlyHandler('onKeyPress={onKeyPress}', 'const onKeyPress = (e) => e.key === "Enter" && search()') // true
 */
export function isEnterOnlyHandler(attribute: string, text: string): boolean {
  const written = /^[\w-]*\s*=?\s*\{([\s\S]*)\}\s*$/.exec(attribute)?.[1]?.trim();
  if (!written) return false;
  const name = /^[A-Za-z_$][\w$]*$/.test(written) ? written : undefined;
  const code = name ? toOneLineArrow(name, text) : /=>|function/.test(written) ? written : undefined;
  if (code === undefined) return false;
  return (
    /\bEnter\b|\b13\b/.test(code) && !/Arrow|\bUp\b|\bDown\b|\b3[89]\b|\b40\b|Tab|Home|End|Page/.test(code)
  );
}

/** `const name = (…) => …` on one line, declared once in the file: that line; `undefined` otherwise. */
function toOneLineArrow(name: string, text: string): string | undefined {
  const quoted = name.replace(/\$/g, '\\$');
  const found = [...text.matchAll(new RegExp(`\\b(?:const|let|var)\\s+${quoted}\\s*=\\s*([^\\n]*)`, 'g'))];
  const line = found.length === 1 ? found[0]?.[1]?.trim() : undefined;
  if (!line || !/^(?:async\s*)?(?:\([^)]*\)|[\w$]+)\s*=>\s*[^{\s]/.test(line)) return undefined;
  return line;
}
