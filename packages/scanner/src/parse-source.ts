// The parser the CLI and the server inject into core's scanner: oxc-parser, a native module, which is why it
// lives in this Node-only package and not in core (core runs in the browser).
import { createParseSource, type ParseSource } from '@charter/core';
import { parseSync } from 'oxc-parser';

/** oxc-parser's synchronous API; the dialect comes from the file's extension (see `createParseSource`). */
export const parseSource: ParseSource = createParseSource(parseSync);
