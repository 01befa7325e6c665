// Expressions read as paths, through the wrappers compilers add (parentheses, `as`, tsc's private fields).
import { type AstNode, isAstNode, walk } from '../ast';

/** `const` declarations of a file by name; a name declared twice (in different scopes) is left out. */
export type Constants = ReadonlyMap<string, AstNode>;

const WRAPPERS = new Set([
  'ParenthesizedExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'ChainExpression',
]);

/** The expression without parentheses, `as`, `satisfies`, `!` and optional-chain wrappers. */
export function unwrap(node: AstNode): AstNode {
  let current = node;
  for (;;) {
    // The type is read once and compared first: most nodes asked are names, members and calls, and reading a
    // key their shape lacks (`expressions`) is a slow lookup on the many shapes of a tree.
    const type = current.type;
    if (WRAPPERS.has(type) && isAstNode(current.expression)) current = current.expression;
    else if (type === 'SequenceExpression' && isIndirectCall(current))
      current = (current.expressions as AstNode[])[1] as AstNode;
    else return type === 'CallExpression' ? (privateField(current) ?? current) : current;
  }
}

const PRIVATE_GET = /^(__classPrivateFieldGet|_classPrivateFieldGet2?|_classPrivateFieldLooseBase)$/;
const PRIVATE_STATE = /^_[A-Za-z0-9$]+?_(\w+)$/;
/** esbuild's `__privateGet(this, _fetch)` (`__privateGet$6` when bundles merge): the WeakMap is `_<field>`. */
const ESBUILD_GET = /^__privateGet(\$\d+)?$/;

/**
 * tsc's `__classPrivateFieldGet(this, _Client_timeoutMs, "f")` (a `#timeoutMs` compiled for older targets), and
 * esbuild's `__privateGet(this, _timeoutMs)`, read as the member it stands for, `this.timeoutMs`; else `undefined`.
 */
function privateField(node: AstNode): AstNode | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as AstNode;
  if (callee.type !== 'Identifier') return undefined;
  const calleeName = String(callee.name);
  // Every helper name starts with `_`: any other call is answered before a pattern runs.
  if (calleeName.charCodeAt(0) !== 95) return undefined;
  const esbuild = ESBUILD_GET.test(calleeName);
  if (!esbuild && !PRIVATE_GET.test(calleeName)) return undefined;
  const [receiver, state, kind, field] = node.arguments as AstNode[];
  const owner = esbuild ? undefined : staticOwner(receiver, state, kind, field);
  if ((receiver?.type !== 'ThisExpression' && !owner) || state?.type !== 'Identifier') return undefined;
  const name = esbuild
    ? /^_(\w+)$/.exec(String(state.name))?.[1]
    : PRIVATE_STATE.exec(String((owner ? field : state)?.name))?.[1];
  if (!name) return undefined;
  return {
    type: 'MemberExpression',
    start: node.start,
    end: node.end,
    computed: false,
    object: receiver,
    property: { type: 'Identifier', name, start: state.start, end: state.end },
  };
}

/** `__classPrivateFieldSet(this, _Client_timeoutMs, value, "f")`: the member it assigns and the value. */
export function privateFieldSet(node: AstNode): { path: string; value: AstNode } | undefined {
  const callee = node.callee as AstNode;
  if (
    callee.type !== 'Identifier' ||
    !/^(__classPrivateFieldSet|_classPrivateFieldSet2?)$/.test(String(callee.name))
  )
    return undefined;
  const [receiver, state, value, kind, field] = node.arguments as AstNode[];
  const owner = staticOwner(receiver, state, kind, field);
  if ((receiver?.type !== 'ThisExpression' && !owner) || state?.type !== 'Identifier' || !value)
    return undefined;
  const name = PRIVATE_STATE.exec(String((owner ? field : state)?.name))?.[1];
  return name ? { path: `${owner ?? 'this'}.${name}`, value } : undefined;
}

/**
 * tsc's static private field, `__classPrivateFieldGet(_a, _a, "f", _Client_client)` (the class as receiver and
 * state, kind "f", the field's descriptor last: fintoc 1.15.0 build/main/lib/client.js:35-41): the class's name (`_a`).
 */
function staticOwner(
  receiver: AstNode | undefined,
  state: AstNode | undefined,
  kind: AstNode | undefined,
  field: AstNode | undefined,
): string | undefined {
  if (receiver?.type !== 'Identifier' || state?.type !== 'Identifier' || field?.type !== 'Identifier')
    return undefined;
  if (kind?.type !== 'Literal' || kind.value !== 'f') return undefined;
  return receiver.name === state.name ? String(receiver.name) : undefined;
}

/** tsc's `(0, axios_1.default)(…)`: a sequence that only drops `this`. */
function isIndirectCall(node: AstNode): boolean {
  const expressions = node.expressions as AstNode[] | undefined;
  return (
    node.type === 'SequenceExpression' &&
    expressions?.length === 2 &&
    expressions[0]?.type === 'Literal' &&
    isAstNode(expressions[1])
  );
}

export const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
export const CLASSES = new Set(['ClassDeclaration', 'ClassExpression']);

/** The innermost node of one of `types` around `node` (only the branches that hold it are walked). */
export function enclosingOf(
  program: AstNode,
  node: AstNode,
  types: ReadonlySet<string>,
): AstNode | undefined {
  let found: AstNode | undefined;
  walk(program, (current) => {
    if (current.start > node.start || current.end < node.end) return false;
    if (types.has(current.type)) found = current;
    return undefined;
  });
  return found;
}

/** The innermost function around `node`. */
export function enclosingFunction(program: AstNode, node: AstNode): AstNode | undefined {
  return enclosingOf(program, node, FUNCTIONS);
}

/** An unknown test: a synthetic choice between the returns of one function. */
export const UNKNOWN_TEST: AstNode = { type: 'Identifier', name: '\u0000', start: 0, end: 0 };

/** The one expression a function returns (`() => x`, `function () { return x }`), unwrapped. */
export function returnedExpression(fn: AstNode): AstNode | undefined {
  const body = fn.body as AstNode | undefined;
  if (!body) return undefined;
  if (body.type !== 'BlockStatement') return unwrap(body);
  const statements = body.body as AstNode[];
  const only = statements.length === 1 ? statements[0] : undefined;
  return only?.type === 'ReturnStatement' && isAstNode(only.argument) ? unwrap(only.argument) : undefined;
}

/** `await x`: the value `x` settles to (for a known value or a call of an async function here, its return). */
export function unwrapAwait(node: AstNode): AstNode {
  let current = unwrap(node);
  while (current.type === 'AwaitExpression' && isAstNode(current.argument))
    current = unwrap(current.argument);
  return current;
}

/** `this.timeout` (or tsc's `this.#timeout`) as a key of the constants map. */
export function thisMember(node: AstNode): string | undefined {
  if (node.type !== 'MemberExpression' || node.computed) return undefined;
  if ((node.object as AstNode).type !== 'ThisExpression') return undefined;
  const property = node.property as AstNode;
  if (property.type === 'PrivateIdentifier') return `this.#${String(property.name)}`; // as toPath names it
  return property.type === 'Identifier' ? `this.${String(property.name)}` : undefined;
}

/** `a.b.c` as text for identifiers, `this` and non-computed members; `undefined` for anything else. */
export function toPath(node: AstNode): string | undefined {
  const current = unwrap(node);
  if (current.type === 'Identifier') return String(current.name);
  if (current.type === 'ThisExpression') return 'this';
  if (current.type === 'MemberExpression' && !current.computed) {
    const object = toPath(current.object as AstNode);
    const property = current.property as AstNode;
    // `this.#timeout`: a private field, named with its `#` (never the same member as a public `timeout`).
    if (property.type === 'PrivateIdentifier' && object === 'this') return `this.#${String(property.name)}`;
    if (object === undefined || property.type !== 'Identifier') return undefined;
    return `${object}.${String(property.name)}`;
  }
  // `this.rq["delete"](…)`: Babel's loose mode writes reserved words as string keys; the same member.
  const key = current.type === 'MemberExpression' ? (current.property as AstNode) : undefined;
  if (key?.type === 'Literal' && typeof key.value === 'string' && /^[A-Za-z_$][\w$]*$/.test(key.value)) {
    const object = toPath(current.object as AstNode);
    return object === undefined ? undefined : `${object}.${key.value}`;
  }
  return undefined;
}

/** A value given with a fallback: `x || v` or `x ?? v`. */
export function isFallback(node: AstNode | undefined): boolean {
  return node?.type === 'LogicalExpression' && (node.operator === '||' || node.operator === '??');
}

/**
 * `options || {}` (or `?? {}`) read for `key`: the left side when the right is an object literal without that
 * key (the caller's options, else nothing), the node itself otherwise.
 */
export function orEmpty(node: AstNode, key: string): AstNode {
  if (!isFallback(node)) return node;
  const fallback = unwrap(node.right as AstNode);
  if (fallback.type !== 'ObjectExpression') return node;
  const lacks = (fallback.properties as AstNode[]).every(
    (property) =>
      property.type === 'Property' &&
      !property.computed &&
      ((property.key as AstNode).name ?? (property.key as AstNode).value) !== key,
  );
  return lacks ? (node.left as AstNode) : node;
}

/**
 * Descends from `program` only into the child holding `offset` (no walk of the file), calling `stop` on each node
 * of that path from the outermost in: the first node it accepts, or `undefined`.
 */
export function descendTo(
  program: AstNode,
  offset: number,
  stop: (node: AstNode) => boolean,
): AstNode | undefined {
  let current: AstNode | undefined = program;
  for (let depth = 0; current && depth < 200; depth++) {
    if (stop(current)) return current;
    let next: AstNode | undefined;
    for (const value of Object.values(current)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (isAstNode(child) && child.start <= offset && offset < child.end) {
          next = child;
          break;
        }
      }
      if (next) break;
    }
    current = next;
  }
  return undefined;
}

/** `null`, `undefined` or `void 0` (compiled `?? void 0`, inngest 4.24.0): nothing, as a spread or a default. */
export function isNullish(node: AstNode): boolean {
  return (
    (node.type === 'Literal' && node.value === null && !node.regex) ||
    (node.type === 'Identifier' && node.name === 'undefined') ||
    (node.type === 'UnaryExpression' && node.operator === 'void')
  );
}

/** The name of an object literal's property (`a`, `'a'`, `["a"]`); `undefined` for a spread or a computed key. */
export function propertyKey(property: AstNode): string | undefined {
  if (property.type !== 'Property') return undefined;
  const key = property.key as AstNode;
  if (!property.computed && key.type === 'Identifier') return String(key.name);
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

/**
 * A synthetic object literal (`{ key: value, … }`) located at `at`, each value built from its entry; `undefined`
 * when one cannot be built. A returned object or an Agent's options rebuilt from a module summary
 * (exported-returns.ts, dispatcher-returns.ts).
 */
export function builtObject<T>(
  entries: Iterable<[string, T]>,
  build: (value: T) => AstNode | undefined,
  at: { start: number; end: number },
): AstNode | undefined {
  const properties: AstNode[] = [];
  for (const [key, value] of entries) {
    const built = build(value);
    if (!built) return undefined;
    properties.push({
      type: 'Property',
      kind: 'init',
      computed: false,
      shorthand: false,
      method: false,
      key: { type: 'Identifier', name: key, ...at },
      value: built,
      ...at,
    });
  }
  return { type: 'ObjectExpression', properties, ...at };
}
