// A fetch made by a fetch-wrapping factory (clients.ts FETCH_WRAPPERS): `fetchRetry(fetchFn)(url, init)`,
// `const fetch = require('fetch-retry')(nodeFetch)`, tsc's `(0, fetch_retry_1.default)(fetch)`. What the
// factory returns sends `fetch(url, init)` with the same init, so the call is judged as a call of the fetch
// it wraps. Read only when a call's callee is a call (or a name bound to one): no pass of its own beyond the
// program's top-level statements, once per file.
import type { AstNode } from '../ast';
import { isAstNode, walk } from '../ast';
import { FETCH_WRAPPERS } from './clients';
import { INTEROP } from './compiled-shapes';
import { type Constants, resolveNode, toPath, unwrap } from './evaluate';
import { promisifiedRequest } from './promisified';

const FACTORY_EXPORTS = new Map(FETCH_WRAPPERS.flatMap((w) => w.modules.map((m) => [m, w.exports] as const)));

/** Per program: the paths that name a wrapping factory (`fetchRetry`, `fetch_retry_1.default`). */
const factoriesByProgram = new WeakMap<AstNode, ReadonlySet<string>>();

/**
 * The fetch a call's callee wraps, when the callee is a wrapping factory's result (directly, or a name the
 * file binds to one): the call is then judged as a call of that fetch.
 */
export function wrappedFetch(
  callee: AstNode,
  constants: Constants,
  program: AstNode | undefined,
): AstNode | undefined {
  if (!program) return undefined;
  let made = unwrap(callee);
  if (made.type === 'Identifier') made = resolveNode(made, constants);
  if (made.type !== 'CallExpression') return undefined;
  const [wrapped] = made.arguments as AstNode[];
  // `require('node-fetch')` wrapped in place: the binding of the name is that module (bindings.ts).
  if (!wrapped || wrapped.type === 'SpreadElement' || unwrap(wrapped).type === 'CallExpression')
    return undefined;
  const factory = unwrap(made.callee as AstNode);
  if (wrapperModule(factory) !== undefined) return wrapped;
  if (factory.type === 'Identifier' && forwardsToItsArgument(resolveNode(factory, constants))) return wrapped;
  const path = toPath(factory);
  return path !== undefined && factoriesOf(program).has(path) ? wrapped : undefined;
}

/** `require('@vercel/fetch-retry')(x)`: `x`, the fetch the required factory wraps (for a module binding). */
export function requiredWrapperArgument(call: AstNode): AstNode | undefined {
  const [wrapped] = call.arguments as AstNode[];
  if (wrapped && wrapperModule(call.callee as AstNode) !== undefined) return wrapped;
  return promisifiedRequest(call); // `Promise.promisify(require("request"))` (promisified.ts)
}

function factoriesOf(program: AstNode): ReadonlySet<string> {
  const cached = factoriesByProgram.get(program);
  if (cached) return cached;
  const names = new Set<string>();
  for (const statement of (program.body as AstNode[] | undefined) ?? []) {
    if (statement.type === 'ImportDeclaration') {
      const exported = FACTORY_EXPORTS.get(String((statement.source as AstNode).value));
      if (!exported) continue;
      for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
        const local = String((specifier.local as AstNode).name);
        const imported = specifier.imported as AstNode | undefined;
        const name =
          specifier.type === 'ImportSpecifier' ? String(imported?.name ?? imported?.value) : 'default';
        if (specifier.type === 'ImportNamespaceSpecifier') names.add(`${local}.default`);
        else if (exported.includes(name)) names.add(local);
      }
    } else if (statement.type === 'TSImportEqualsDeclaration') {
      const reference = statement.moduleReference as AstNode;
      const source = isAstNode(reference.expression) ? String(reference.expression.value) : '';
      if (FACTORY_EXPORTS.has(source)) names.add(String((statement.id as AstNode).name));
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        if (id.type !== 'Identifier' || !isAstNode(declarator.init)) continue;
        if (wrapperModule(declarator.init) === undefined) continue;
        // `require('fetch-retry')` is the factory; tsc's `__importDefault(…)` holds it as `.default`.
        const local = String(id.name);
        names.add(local);
        names.add(`${local}.default`);
      }
    }
  }
  factoriesByProgram.set(program, names);
  return names;
}

/** `require('fetch-retry')`, `__importDefault(require('fetch-retry'))`, `tslib_1.__importDefault(…)`. */
function wrapperModule(node: AstNode): string | undefined {
  let current = unwrap(node);
  if (current.type === 'CallExpression') {
    const callee = unwrap(current.callee as AstNode);
    const name = callee.type === 'MemberExpression' ? (callee.property as AstNode).name : callee.name;
    const [argument] = current.arguments as AstNode[];
    if (INTEROP.test(String(name)) && argument) current = unwrap(argument);
  }
  if (current.type !== 'CallExpression') return undefined;
  const callee = current.callee as AstNode;
  const [source] = current.arguments as AstNode[];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || source?.type !== 'Literal')
    return undefined;
  const specifier = String(source.value);
  return FACTORY_EXPORTS.has(specifier) ? specifier : undefined;
}

/**
 * A function of the file taking one function and handing back one that calls it with everything it is given,
 * unchanged (`const wrapThrowsAsync = (fn) => async (...args) => { try { return { ok: true, data: await
 * fn(...args) } } catch (error) { … } }`, @formbricks/api 3.0.0 dist/index.js lines 9-21, which only catches):
 * `wrapThrowsAsync(fetch)(url, init)` sends `fetch(url, init)`. Every use of the parameter in the returned
 * function must be such a call; one that reads or changes what it is handed is not transparent.
 */
function forwardsToItsArgument(factory: AstNode): boolean {
  if (!FUNCTION_TYPES.has(factory.type) || (factory.params as AstNode[]).length !== 1) return false;
  const param = factory.params as AstNode[];
  const name = param[0]?.type === 'Identifier' ? String(param[0].name) : undefined;
  const body = factory.body as AstNode;
  const returned =
    body.type === 'BlockStatement'
      ? (body.body as AstNode[]).length === 1 && (body.body as AstNode[])[0]?.type === 'ReturnStatement'
        ? ((body.body as AstNode[])[0]?.argument as AstNode | undefined)
        : undefined
      : body;
  const inner = returned ? unwrap(returned) : undefined;
  if (!name || !inner || !FUNCTION_TYPES.has(inner.type)) return false;
  const forwarded = (inner.params as AstNode[]).map(spreadName);
  if (forwarded.length === 0 || forwarded.some((n) => n === undefined)) return false;
  let calls = 0;
  let other = false;
  walk(inner.body as AstNode, (node) => {
    if (other) return false;
    if (node.type === 'CallExpression' && unwrap(node.callee as AstNode).type === 'Identifier') {
      const callee = unwrap(node.callee as AstNode);
      if (callee.name === name) {
        const args = (node.arguments as AstNode[]).map(spreadName);
        if (args.length === forwarded.length && args.every((a, i) => a !== undefined && a === forwarded[i]))
          calls++;
        else other = true;
        return false;
      }
    }
    if (node.type === 'Identifier' && node.name === name) other = true;
    return undefined;
  });
  return calls > 0 && !other;
}

const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/** `x` → `x`, `...x` (a rest parameter or a spread argument) → `...x`; anything else has no name here. */
function spreadName(node: AstNode): string | undefined {
  if (node.type === 'Identifier') return String(node.name);
  const inner =
    node.type === 'RestElement' || node.type === 'SpreadElement' ? (node.argument as AstNode) : undefined;
  return inner?.type === 'Identifier' ? `...${String(inner.name)}` : undefined;
}
