// The parser the CLI and the server inject into core's scanner. It lives beside src/, not in it: src/ stays
// free of native code and runs in a browser; only Node callers import '@charter/core/parse'.
import { parseSync } from 'oxc-parser';
import type { AstNode, ParseSource } from '../src/diagnostics/ast';

const PLAIN_JS = /\.(js|mjs|cjs)$/;

/**
 * oxc-parser's synchronous API: the dialect comes from the file's extension; offsets are UTF-16. React
 * projects often keep JSX in `.js` files, which oxc reads as plain JavaScript; those are read as JSX first
 * and fall back to plain JavaScript only when that parses better.
 */
export const parseSource: ParseSource = (path, text) => {
  if (PLAIN_JS.test(path) && text.includes('<')) {
    const asJsx = parseSync(path, text, { lang: 'jsx' });
    if (asJsx.errors.length === 0) return { program: asJsx.program as unknown as AstNode, errors: [] };
    const plain = parseSync(path, text);
    const better = plain.errors.length <= asJsx.errors.length ? plain : asJsx;
    return { program: better.program as unknown as AstNode, errors: better.errors };
  }
  const result = parseSync(path, text);
  return { program: result.program as unknown as AstNode, errors: result.errors };
};
