// Tests parse as the CLI and the server do: oxc-parser (a development dependency of core only) through the
// same `createParseSource` that `@charter/scanner/parse` wraps.
import { parseSync } from 'oxc-parser';
import { createParseSource } from '../../src/diagnostics/ast';

export const parseSource = createParseSource(parseSync);
