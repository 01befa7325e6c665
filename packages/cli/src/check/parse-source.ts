import type { AstNode, ParseSource } from '@charter/core';
import { parseSync } from 'oxc-parser';

/** oxc-parser's synchronous API: the dialect comes from the file's extension; offsets are UTF-16. */
export const parseSource: ParseSource = (path, text) => {
  const result = parseSync(path, text);
  return { program: result.program as unknown as AstNode, errors: result.errors };
};
