import { parseSync } from 'oxc-parser';
import type { AstNode, ParseSource } from '../../src/diagnostics/ast';

/** The parser the CLI and server inject, for tests: oxc-parser's synchronous JS API. */
export const parseSource: ParseSource = (path, text) => {
  const result = parseSync(path, text);
  return { program: result.program as unknown as AstNode, errors: result.errors };
};
