// A member of `this` whose one value is a function of the project: `fetch: typeof fetchRetry = fetchRetry`
// (scrapfly-sdk 0.11.1 src/client.ts:47, `fetchRetry` imported from './utils.js'), then `this.fetch({ url, … })` in
// every method. The member is that function: its calls are calls of a wrapper, judged at the wrapper's own send (or
// by its pass-through rules), never an injected fetch of their own. A member given the global fetch, another
// package's fetch (`= crossFetch`), a choice (`options.fetch ?? fetch`) or more than one value stays as it was.
import { type AstNode, walk } from '../ast';
import type { LibraryBindings } from './bindings';
import { type Constants, ScopedConstants, toPath, unwrap } from './evaluate';
import { wrappedFetch } from './fetch-wrappers';
import type { FileFacts } from './file-facts';

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression']);
const TIMERS = /^((globalThis|window)\.)?(setTimeout|setInterval)$/;

/**
 * The name of the project function `this.x` (or `self.x` with `self = this`) holds, as written where the member is
 * given it; `undefined` when the member holds anything else or is given more than one value.
 */
export function projectFunctionMember(
  callee: AstNode,
  bindings: LibraryBindings,
  constants: Constants,
  program: AstNode | undefined,
): AstNode | undefined {
  const current = unwrap(callee);
  if (current.type !== 'MemberExpression' || current.computed) return undefined;
  if (!(constants instanceof ScopedConstants) || !onThis(current.object as AstNode, constants))
    return undefined;
  const property = current.property as AstNode;
  if (property.type !== 'Identifier') return undefined;
  const value = constants.lookup(`this.${String(property.name)}`, current.start);
  const held = value ? unwrap(value) : undefined;
  if (held?.type !== 'Identifier') return undefined;
  const name = String(held.name);
  // A name the file binds to a client (a relative module re-exporting one included) is that client, not a wrapper.
  if (bindings.exports.has(name) || bindings.modules.has(name)) return undefined;
  if (constants.parameterAt(name, held.start, true) !== undefined) return undefined; // the caller's value
  const imported = bindings.relative.some((r) => r.local === name && r.imported !== '*');
  return imported || topLevelFunction(program, name) !== undefined ? held : undefined;
}

/** `this`, or a name bound to it (`var _this = this`, `const self = this`). */
function onThis(node: AstNode, constants: ScopedConstants): boolean {
  const owner = unwrap(node);
  if (owner.type === 'ThisExpression') return true;
  if (owner.type !== 'Identifier') return false;
  const value = constants.lookup(String(owner.name), owner.start);
  return value !== undefined && unwrap(value).type === 'ThisExpression';
}

/** A function the module declares at its top level (`function f`, `const f = (…) => …`, exported or not). */
function topLevelFunction(program: AstNode | undefined, name: string): AstNode | undefined {
  for (const statement of (program?.body as AstNode[] | undefined) ?? []) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' && statement.declaration
        ? (statement.declaration as AstNode)
        : statement;
    if (declaration.type === 'FunctionDeclaration' && (declaration.id as AstNode | null)?.name === name)
      return declaration;
    if (declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      const init = declarator.init as AstNode | null;
      if (id.type === 'Identifier' && id.name === name && init && FUNCTIONS.has(unwrap(init).type))
        return unwrap(init);
    }
  }
  return undefined;
}

/**
 * A function handing one of its own parameters to a call as more than its first argument (`fetch(url, init)`,
 * `fetch(url, { ...options })`): a pass-through, whose send this file judges through its callers by name.
 */
function passesParameterOn(fn: AstNode): boolean {
  const names = new Set<string>();
  for (const param of (fn.params as AstNode[] | undefined) ?? []) {
    const id = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
    if (id.type === 'Identifier') names.add(String(id.name));
  }
  const isParameter = (node: AstNode): boolean => node.type === 'Identifier' && names.has(String(node.name));
  const spreads = (node: AstNode): boolean =>
    node.type === 'ObjectExpression' &&
    (node.properties as AstNode[]).some(
      (p) => p.type === 'SpreadElement' && isParameter(unwrap(p.argument as AstNode)),
    );
  let found = false;
  walk(fn, (node) => {
    if (found) return false;
    if (node.type !== 'CallExpression' && node.type !== 'NewExpression') return undefined;
    // `setTimeout(resolve, retryDelay)`: a retry's pause, no request.
    if (TIMERS.test(toPath(node.callee as AstNode) ?? '')) return undefined;
    const later = ((node.arguments as AstNode[] | undefined) ?? []).slice(1).map((arg) => unwrap(arg));
    if (later.some((arg) => isParameter(arg) || spreads(arg))) found = true;
    return undefined;
  });
  return found;
}

/**
 * What a call's callee stands for: the fetch a wrapping factory made wraps (`fetchRetry(fetchFn)(url, init)`,
 * fetch-wrappers.ts), or the project function a member of `this` holds (above). A pass-through function of this
 * file is judged at its send through its callers by name, which `this.x(…)` is not: that member stays as it was
 * (a fetch judged with the init given at the call). One imported is judged at the call by the module's summary.
 */
export function calleeStandIn(callee: AstNode, facts: FileFacts): AstNode | undefined {
  const { bindings, context } = facts;
  const made = wrappedFetch(callee, context.constants, context.program);
  if (made) return made;
  const held = projectFunctionMember(callee, bindings, context.constants, context.program);
  if (!held) return undefined;
  const local = topLevelFunction(context.program, String(held.name));
  return local && passesParameterOn(local) ? undefined : held;
}
