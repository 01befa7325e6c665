// The parser the CLI and the server inject into core's scanner: oxc-parser, a native module, which is why it
// lives in this Node-only package and not in core (core runs in the browser).
import { createRequire } from 'node:module';
import { createParseSource, type FlowRemoveTypes, type ParseSource } from '@charter/core';
import { parseSync } from 'oxc-parser';

const require = createRequire(import.meta.url);
let flowRemoveTypes: FlowRemoveTypes | undefined;
/** Flow's stripper (with Flow's parser, about 2 MB of JavaScript), required at the first JavaScript file that fails. */
function loadFlowRemoveTypes(): FlowRemoveTypes {
  flowRemoveTypes ??= require('flow-remove-types') as FlowRemoveTypes;
  return flowRemoveTypes;
}

/** oxc-parser's synchronous API; the dialect comes from the file's extension (see `createParseSource`). */
export const parseSource: ParseSource = createParseSource(parseSync, loadFlowRemoveTypes);
