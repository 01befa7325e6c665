// Tests parse as the CLI and the server do: oxc-parser and flow-remove-types (development dependencies of core
// only) through the same `createParseSource` that `@charter/scanner/parse` wraps.
import { createRequire } from 'node:module';
import { parseSync } from 'oxc-parser';
import { createParseSource, type FlowRemoveTypes } from '../../src/diagnostics/ast';

const flowRemoveTypes = createRequire(import.meta.url)('flow-remove-types') as FlowRemoveTypes;

export const parseSource = createParseSource(parseSync, () => flowRemoveTypes);
