// The parser the CLI and the server inject into core's scanner. It lives beside src/, not in it: src/ stays
// free of native code and runs in a browser; only Node callers import '@charter/core/parse'.

import { parseSync } from 'oxc-parser';
import type { AstNode, ParseSource } from '../src/diagnostics/ast';

/** oxc-parser's synchronous API: the dialect comes from the file's extension; offsets are UTF-16. */
export const parseSource: ParseSource = (path, text) => {
  const result = parseSync(path, text);
  return { program: result.program as unknown as AstNode, errors: result.errors };
};
