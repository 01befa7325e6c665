// A client's name reused by a local function: mailchimp-api-v3 1.15.0 index.js imports the request module as
// `request` (line 3) and, inside a method, declares `var request = function () { mailchimp.request(options)… }`
// (line 299) to poll a batch; `request()` at line 315 calls that local function, not the module. The innermost
// binding around the call decides what the name is.
import type { AstNode } from '../ast';
import { ScopedConstants } from './evaluate';
import type { Constants } from './node-paths';

const FUNCTION_VALUES = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration']);

/** The call's root name is, where it is called, a function the file declares inside another scope. */
export function shadowedByLocalFunction(path: string, call: AstNode, constants: Constants): boolean {
  if (!(constants instanceof ScopedConstants)) return false;
  const root = path.split('.')[0] ?? '';
  const here = constants.bindingAt(root, call.start);
  if (!here?.init || !FUNCTION_VALUES.has(here.init.type)) return false;
  // A function bound at the top of the module is the file's own client wrapper, judged as such elsewhere.
  const widest = Math.max(...(constants.bindings.get(root) ?? []).map((b) => b.end - b.start));
  const program = constants.program;
  const span = program ? program.end - program.start : widest;
  return here.end - here.start < Math.min(widest, span);
}
