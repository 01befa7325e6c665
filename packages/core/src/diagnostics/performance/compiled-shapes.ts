// Shapes compilers and minifiers write, read as what they were written from: tsc's downlevel `a ?? b`, its
// interop helpers around `require`, and a `require` of a substitution-free template literal; and number casts
// (`parseInt(config.timeout, 10)`), read as the value they cast; the rest a destructuring helper leaves.
import type { AstNode } from '../ast';
import { builtObject, toPath, unwrap } from './node-paths';

export const RELATIVE = /^\.\.?\//;
export const INTEROP =
  /^(__importStar|__importDefault|_interopRequireDefault|_interopRequireWildcard|__toESM|_interopDefaultLegacy|_interopDefaultCompat|_interopDefault|_interopNamespaceCompat|_interopNamespace|_interopNamespaceDefault)$/;

/** `require('./x')`, `__importDefault(require('./x'))`, `__importStar(require('./x'))` → `./x`. */
export function relativeRequire(init: AstNode): string | undefined {
  const specifier = requiredModule(init);
  return specifier !== undefined && RELATIVE.test(specifier) ? specifier : undefined;
}

/** The module a `require('x')` names, through tsc's and Babel's interop helpers around it (`x`, relative or not). */
export function requiredModule(init: AstNode): string | undefined {
  let current = unwrap(init);
  if (current.type === 'CallExpression') {
    const callee = unwrap(current.callee as AstNode);
    const name = callee.type === 'MemberExpression' ? (callee.property as AstNode).name : callee.name;
    const argument = (current.arguments as AstNode[])[0];
    if (INTEROP.test(String(name)) && argument) current = unwrap(argument);
  }
  if (current.type !== 'CallExpression') return undefined;
  const callee = current.callee as AstNode;
  const source = (current.arguments as AstNode[])[0];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || !source) return undefined;
  return literalString(source);
}

/** `x.default`, or `x["default"]` as rollup writes it. */
export function isDefaultMember(node: AstNode): boolean {
  const property = node.property as AstNode;
  return node.computed
    ? property.type === 'Literal' && property.value === 'default'
    : property.name === 'default';
}

/**
 * Babel's `var _axios2 = _interopRequireDefault(_axios)` of a name bound to `require('axios')`: the client
 * that name is (a whole module, or node-fetch's default, which is fetch).
 */
export function interopOf<T>(
  name: string,
  modules: ReadonlyMap<string, T>,
  exports: ReadonlyMap<string, { library: T; member: string }>,
): T | undefined {
  const bound = exports.get(name);
  return modules.get(name) ?? (bound?.member === 'fetch' ? bound.library : undefined);
}

/** `'x'`, or a template with no substitution (`\`../utils/request.cjs\``, as minifiers write it). */
function literalString(node: AstNode): string | undefined {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type !== 'TemplateLiteral' || (node.expressions as AstNode[]).length > 0) return undefined;
  const [quasi] = node.quasis as AstNode[];
  return (quasi?.value as { cooked?: string } | undefined)?.cooked ?? undefined;
}

/** The `a` of tsc's downlevel `a ?? b` (`(_a = a) !== null && _a !== void 0 ? _a : b`), if `node` is one. */
export function coalescedLeft(node: AstNode): AstNode | undefined {
  const test = unwrap(node.test as AstNode);
  const kept = unwrap(node.consequent as AstNode);
  if (test.type !== 'LogicalExpression' || test.operator !== '&&' || kept.type !== 'Identifier')
    return undefined;
  const first = unwrap(test.left as AstNode);
  const second = unwrap(test.right as AstNode);
  if (first.type !== 'BinaryExpression' || second.type !== 'BinaryExpression') return undefined;
  const assigned = unwrap(first.left as AstNode);
  const checked = unwrap(second.left as AstNode);
  return assigned.type === 'AssignmentExpression' &&
    assigned.operator === '=' &&
    (assigned.left as AstNode).type === 'Identifier' &&
    (assigned.left as AstNode).name === kept.name &&
    checked.type === 'Identifier' &&
    checked.name === kept.name &&
    /^!==?$/.test(String(first.operator)) &&
    /^!==?$/.test(String(second.operator))
    ? (assigned.right as AstNode)
    : undefined;
}

const CASTS = new Set(['parseInt', 'parseFloat', 'Number']);

/**
 * `parseInt(config.timeout, 10)`, `Number(ms)`: the value a number cast reads (`undefined` for other nodes). A
 * decimal string it falls back to is the number it parses to (`parseInt(process.env.API_TIMEOUT ?? '30000', 10)`,
 * @orchestrator-claude/mcp-server 3.37.3 dist/config.js:23).
 */
export function castArgument(current: AstNode): AstNode | undefined {
  if (current.type !== 'CallExpression') return undefined;
  const callee = unwrap(current.callee as AstNode);
  const [first] = current.arguments as AstNode[];
  return callee.type === 'Identifier' &&
    CASTS.has(String(callee.name)) &&
    first &&
    first.type !== 'SpreadElement'
    ? castText(first)
    : undefined;
}

/** A cast's argument with each decimal string it may be (alone, or a side of `??`, `||`, `?:`) as its number. */
function castText(node: AstNode): AstNode {
  const current = unwrap(node);
  if (current.type === 'Literal' && typeof current.value === 'string' && /^\d+(\.\d+)?$/.test(current.value))
    return { ...current, value: Number(current.value), raw: current.value };
  if (current.type === 'LogicalExpression' && (current.operator === '??' || current.operator === '||'))
    return { ...current, left: castText(current.left as AstNode), right: castText(current.right as AstNode) };
  if (current.type === 'ConditionalExpression')
    return {
      ...current,
      consequent: castText(current.consequent as AstNode),
      alternate: castText(current.alternate as AstNode),
    };
  return node;
}

/**
 * `null` as an operand of arithmetic, which JavaScript reads as 0: `timeout * 1000` with `timeout = null` by
 * default is 0 (convertapi 1.15.0 src/client.js lines 20-25, where axios then waits forever).
 */
export function nullAsZero(resolved: AstNode): number | undefined {
  return resolved.type === 'Literal' && resolved.value === null && !resolved.regex ? 0 : undefined;
}

/**
 * `JSON.parse(JSON.stringify(options))`, a deep copy that keeps every key a request reads (a number stays a
 * number): the copied value (node-loggly-bulk 4.0.2 lib/loggly/common.js:154, sent at :355); else `undefined`.
 */
export function jsonCopied(current: AstNode): AstNode | undefined {
  const inner = current.type === 'CallExpression' ? (current.arguments as AstNode[])[0] : undefined;
  if (!inner || !isJsonCall(current, 'parse') || !isJsonCall(unwrap(inner), 'stringify')) return undefined;
  const [copied, ...rest] = unwrap(inner).arguments as AstNode[];
  return copied && rest.length === 0 && copied.type !== 'SpreadElement' ? copied : undefined;
}

/** lodash's `_.clone` / `_.cloneDeep` (also imported alone) and `structuredClone`, each copying its one argument. */
const CLONES = /^(clone|cloneDeep|structuredClone)$/;

/**
 * `_.cloneDeep(OPTIONS)`, `structuredClone(options)`: a copy with the same keys, read as the copied value
 * (rabbitmq-stats 1.2.4 lib/rabbitStats.js:22 copies the literal of lines 6-18 and sends it at :31); a `pick` of
 * some keys (pickedFrom); else `undefined`. `isOwn` says whether the callee is a function of the file, whose own return is read instead.
 */
export function clonedFrom(current: AstNode, isOwn: (callee: string) => boolean): AstNode | undefined {
  if (current.type !== 'CallExpression') return undefined;
  const callee = toPath(unwrap(current.callee as AstNode));
  const [copied, ...rest] = current.arguments as AstNode[];
  if (!callee || isOwn(callee)) return undefined;
  if (!CLONES.test(callee.split('.').pop() ?? '')) return pickedFrom(current, callee);
  return copied && rest.length === 0 && copied.type !== 'SpreadElement' ? copied : undefined;
}

/**
 * lodash's (and underscore's) `pick(options, 'method', 'body', 'headers')`, also `pick(options, ['method', …])`: an
 * object of those keys only, each the source's own (monkeylearn 3.4.0 lib/request.js:56 hands fetch `pick(
 * requestOptions, 'method', 'body', 'headers')`, so no timeout or signal of the caller's options reaches it); else
 * `undefined`. Only keys written as strings, and never ramda's `pick(names, object)` (an array first).
 */
function pickedFrom(current: AstNode, callee: string): AstNode | undefined {
  const [from, ...named] = current.arguments as AstNode[];
  const picks = /(^|\.)pick$/.test(callee) || /^\w*pick\w*\.default$/i.test(callee);
  if (!from || !picks || from.type === 'SpreadElement' || from.type === 'ArrayExpression') return undefined;
  const list =
    named.length === 1 && named[0]?.type === 'ArrayExpression' ? (named[0].elements as AstNode[]) : named;
  const keys = list.map((key) =>
    key?.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined,
  );
  if (keys.length === 0 || keys.some((key) => key === undefined)) return undefined;
  const at = { start: current.start, end: current.end };
  return builtObject(
    keys.map((key) => [String(key), key] as [string, unknown]),
    (key) => ({
      type: 'MemberExpression',
      object: from,
      property: { type: 'Identifier', name: String(key), ...at },
      computed: false,
      optional: false,
      ...at,
    }),
    at,
  );
}

function isJsonCall(node: AstNode, method: string): boolean {
  const callee = node.type === 'CallExpression' ? unwrap(node.callee as AstNode) : undefined;
  return (
    callee?.type === 'MemberExpression' &&
    !callee.computed &&
    (callee.object as AstNode).type === 'Identifier' &&
    (callee.object as AstNode).name === 'JSON' &&
    (callee.property as AstNode).name === method
  );
}

const REST_CALLS = /^(_objectWithoutProperties|_objectWithoutPropertiesLoose|__rest)$/;

/**
 * Babel's `_objectWithoutProperties(_ref, ['headers', 'method'])` and tsc's `__rest(options, ['signal'])`, as
 * `const { headers, method, ...rest } = _ref` is written for older targets (eventbrite 1.3.0 lib/esm/request.js
 * line 54): the source and the keys taken out of it; undefined for any other call or a list not plainly written.
 */
export function restHelperParts(call: AstNode): { from: AstNode; taken: string[] } | undefined {
  if (call.type !== 'CallExpression') return undefined;
  const args = call.arguments as AstNode[];
  if (args.length !== 2 || !REST_CALLS.test(toPath(unwrap(call.callee as AstNode)) ?? '')) return undefined;
  const [from, list] = args as [AstNode, AstNode];
  const excluded = unwrap(list);
  if (from.type === 'SpreadElement' || excluded.type !== 'ArrayExpression') return undefined;
  const taken: string[] = [];
  for (const element of excluded.elements as (AstNode | null)[]) {
    const value = element ? unwrap(element) : undefined;
    if (value?.type !== 'Literal' || typeof value.value !== 'string') return undefined;
    taken.push(value.value);
  }
  return { from, taken };
}

/** A rest helper's call read as the `RestOf` node its destructuring makes (patterns.ts); any other node itself. */
export function asRestOf(node: AstNode): AstNode {
  const rest = restHelperParts(node);
  return rest ? { type: 'RestOf', start: node.start, end: node.end, ...rest } : node;
}
