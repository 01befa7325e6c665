// A client instance handed through a helper of another module that gives it back: node-flinks 0.6.0's commands
// (build/commands/accounts-summary.js:26) send on `const flinksClient = (0, headers_1.addBearerTokenHeader)(client,
// options.accessToken)`, where `client` is the got instance FlinksClient hands every command (factory-handoffs.ts)
// and addBearerTokenHeader (build/lib/headers.js:4-13) returns `client.extend({ headers: { Authorization } })` or
// `client` itself. Such a helper gives back its parameter, as is or extended with keys that bound nothing (a header,
// a base URL), so the name it is stored under holds the same instance with the same bound. Only a name every binding
// of which in the file is such a call, each handed the same instance; a helper with any other return, an extend with
// a key that may bound (a timeout, a signal, an agent, hooks) or a spread, or a parameter it reassigns, gives nothing.
import { type AstNode, isAstNode, walk } from '../ast';
import type { RelativeImport } from './bindings';
import { importedFunctionName, keysMatchNone, returnsOf } from './exported-returns';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

/** Keys of an extend that may change what bounds the instance's requests. */
const BOUNDING =
  /signal|timeout|deadline|agent|dispatcher|hooks|retry|^(init|options|config|request|mutableDefaults)$/i;

/** The index of the parameter every return of `fn` gives back (itself, or `.extend({…})` of it with keys bounding nothing). */
export function handedBackParameter(fn: AstNode): number | undefined {
  const params = (fn.params as AstNode[] | undefined) ?? [];
  const returns = returnsOf(fn);
  if (!returns) return undefined;
  let index: number | undefined;
  for (const value of returns) {
    const name = givenBack(unwrap(value));
    const at = params.findIndex((param) => param.type === 'Identifier' && param.name === name);
    if (at < 0 || (index !== undefined && at !== index)) return undefined;
    index = at;
  }
  const param = index === undefined ? undefined : params[index];
  return param && !reassigned(fn, String(param.name)) ? index : undefined;
}

/** `client` for `client` and for `client.extend({ headers })`; undefined for anything else. */
function givenBack(value: AstNode): string | undefined {
  if (value.type === 'Identifier') return String(value.name);
  if (value.type !== 'CallExpression') return undefined;
  const callee = unwrap(value.callee as AstNode);
  const args = value.arguments as AstNode[];
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  const receiver = unwrap(callee.object as AstNode);
  if ((callee.property as AstNode).name !== 'extend' || receiver.type !== 'Identifier') return undefined;
  const options = args[0];
  if (args.length > 1 || (options && options.type !== 'ObjectExpression')) return undefined;
  return !options || keysMatchNone(options, BOUNDING) ? String(receiver.name) : undefined;
}

/** Whether `fn` assigns its parameter `name` anywhere, nested functions included. */
function reassigned(fn: AstNode, name: string): boolean {
  let found = false;
  walk(fn.body as AstNode, (node) => {
    if (found) return false;
    const target = node.type === 'AssignmentExpression' ? node.left : undefined;
    if (isAstNode(target) && target.type === 'Identifier' && target.name === name) found = true;
    return undefined;
  });
  return found;
}

/** The hand-backs of a module's exported functions, by export name, read on request (modules.ts). */
export function exportedHandBacks(
  exported: ReadonlyMap<string, AstNode>,
): (name: string) => number | undefined {
  const cache = new Map<string, number | null>();
  return (name) => {
    if (!cache.has(name)) {
      const fn = exported.get(name);
      cache.set(name, fn && FUNCTIONS.has(fn.type) ? (handedBackParameter(fn) ?? null) : null);
    }
    return cache.get(name) ?? undefined;
  };
}

/** What this module reads of the file's constants (ScopedConstants has it). */
interface StoredValues {
  readonly bindings: ReadonlyMap<string, readonly { init: AstNode | null }[]>;
}

/**
 * Adds each name every binding of which is a call of a relatively imported function that gives back an instance
 * of `instances` it is handed (`const flinksClient = (0, headers_1.addBearerTokenHeader)(client, token)`).
 */
export function aliasHandedBack<T>(
  instances: Map<string, T>,
  constants: StoredValues,
  relative: readonly RelativeImport[],
  handsBack: (specifier: string) => ((name: string) => number | undefined) | undefined,
): void {
  if (instances.size === 0 || relative.length === 0) return;
  const instanceOf = (init: AstNode | null): T | undefined => {
    const call = init ? unwrap(init) : undefined;
    if (call?.type !== 'CallExpression') return undefined;
    let callee = unwrap(call.callee as AstNode);
    // tsc's `(0, headers_1.addBearerTokenHeader)(…)`.
    if (callee.type === 'SequenceExpression')
      callee = unwrap((callee.expressions as AstNode[]).at(-1) as AstNode);
    const path = toPath(callee);
    if (!path) return undefined;
    for (const relativeImport of relative) {
      const name = importedFunctionName(path, relativeImport);
      const index = name ? handsBack(relativeImport.specifier)?.(name) : undefined;
      if (index === undefined) continue;
      const args = call.arguments as AstNode[];
      if (args.slice(0, index + 1).some((arg) => arg.type === 'SpreadElement')) return undefined;
      const arg = args[index] ? unwrap(args[index] as AstNode) : undefined;
      return arg?.type === 'Identifier' ? instances.get(String(arg.name)) : undefined;
    }
    return undefined;
  };
  constants.bindings.forEach((bindings, name) => {
    if (name.includes('.') || bindings.length === 0 || instances.has(name)) return;
    const [first, ...others] = bindings.map(({ init }) => instanceOf(init));
    if (first !== undefined && others.every((other) => other === first)) instances.set(name, first);
  });
}
