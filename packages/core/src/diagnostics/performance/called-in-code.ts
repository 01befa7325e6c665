// Whether a file calls a method by name (`.setTimeout(`) in its code, not only in its doc comments: @verdocs/js-sdk
// 6.12.2 dist/index.js documents its setter with ` * endpoint.setTimeout(3000);` (line 1352) above
// `setTimeout(timeout) { this.timeout = timeout; … }` (line 1358) and calls it nowhere. A line that starts as a
// comment does (`*`, `/*`, `//` after its indent); any other line holding the call counts as code.
const COMMENT_LINE = /^\s*(\*|\/\*|\/\/)/;

/** `text` holds `.${method}(` on a line that is not a comment line. */
export function calledInCode(text: string, method: string): boolean {
  const needle = `.${method}(`;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    const start = text.lastIndexOf('\n', at) + 1;
    if (!COMMENT_LINE.test(text.slice(start, at))) return true;
  }
  return false;
}
