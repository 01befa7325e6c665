// The numbers an exported default-options object or config class of a module holds, for the modules that
// import it (`exports.Environment = { timeout: DEFAULT_TIME_OUT }`, `export const DEFAULT_OPTIONS = { timeout:
// 60_000 }`, `static DEFAULT_TIMEOUT = 600000`, tsc's `HttpClient.DefaultOptions = { timeout: 180 }` inside the
// class's IIFE). A module summary keeps them as dotted names (`Environment.timeout` → 80000) beside its plain
// numbers, read from the module's top-level statements and a class's own body only (no walk of the file); an
// importing file sees them as open objects (`environment_1.Environment.timeout`, `{ ...DEFAULT_OPTIONS, ...o }`).
import { type AstNode, isAstNode } from '../ast';
import { evaluateNumber, toPath, unwrap } from './evaluate';

/** Objects nested deeper than this are not followed (`a.b.c.d`). */
const MAX_DEPTH = 3;

/**
 * Adds the numeric properties of an exported value to `numbers` under `name.key` (nested objects as
 * `name.key.inner`): an object literal, a class's static fields and `Name.key = …` statements of its IIFE.
 */
/** `const C = class {…}` or tsc's `var C = (function () { …; return C; }())`: a class whose statics count. */
export function isClassValue(node: AstNode): boolean {
  if (node.type === 'ClassExpression') return true;
  return node.type === 'CallExpression' && /FunctionExpression$/.test(unwrap(node.callee as AstNode).type);
}

export function addObjectNumbers(
  name: string,
  value: AstNode,
  constants: ReadonlyMap<string, AstNode>,
  classes: ReadonlyMap<string, AstNode>,
  numbers: Map<string, number>,
): void {
  const current = unwrap(value);
  const named = current.type === 'Identifier' ? String(current.name) : undefined;
  const resolved = named ? (constants.get(named) ?? classes.get(named)) : current;
  if (!resolved) return;
  const target = unwrap(resolved);
  if (target.type === 'ObjectExpression') addProperties(name, target, constants, numbers, 1);
  else addStatics(name, target, constants, numbers);
}

/** `{ timeout: 80000, retry: { delay: 500 } }`: each number under its dotted key. */
function addProperties(
  prefix: string,
  object: AstNode,
  constants: ReadonlyMap<string, AstNode>,
  numbers: Map<string, number>,
  depth: number,
): void {
  for (const property of object.properties as AstNode[]) {
    if (property.type !== 'Property' || property.computed || property.kind !== 'init') continue;
    const key = property.key as AstNode;
    const label = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
    if (typeof label !== 'string') continue;
    addValue(`${prefix}.${label}`, property.value as AstNode, constants, numbers, depth);
  }
}

function addValue(
  key: string,
  node: AstNode,
  constants: ReadonlyMap<string, AstNode>,
  numbers: Map<string, number>,
  depth: number,
): void {
  const value = unwrap(node);
  if (value.type === 'ObjectExpression') {
    if (depth < MAX_DEPTH) addProperties(key, value, constants, numbers, depth + 1);
    return;
  }
  const number = evaluateNumber(value, constants);
  if (number !== undefined) numbers.set(key, number);
}

/**
 * A class's static fields (`static DEFAULT_TIMEOUT = 600000`), or the `Name.key = …` statements of the IIFE
 * tsc compiles a class into (`var HttpClient = (function () { …; HttpClient.DefaultOptions = {…}; return
 * HttpClient; }())`).
 */
function addStatics(
  name: string,
  node: AstNode,
  constants: ReadonlyMap<string, AstNode>,
  numbers: Map<string, number>,
): void {
  if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') {
    const body = node.body as AstNode;
    for (const member of (body.body as AstNode[]) ?? []) {
      if (member.type !== 'PropertyDefinition' || !member.static || member.computed) continue;
      const key = member.key as AstNode;
      if (key.type === 'Identifier' && isAstNode(member.value))
        addValue(`${name}.${String(key.name)}`, member.value, constants, numbers, 1);
    }
    return;
  }
  if (node.type !== 'CallExpression') return;
  const fn = unwrap(node.callee as AstNode);
  if (!/FunctionExpression$/.test(fn.type) || !isAstNode(fn.body) || fn.body.type !== 'BlockStatement')
    return;
  const statements = fn.body.body as AstNode[];
  const last = statements.at(-1);
  const own =
    last?.type === 'ReturnStatement' && isAstNode(last.argument) ? toPath(last.argument) : undefined;
  if (!own) return;
  addAssignedStatics(new Set([own]), statements, constants, numbers, name);
}

/**
 * `Own.key = value;` statements among `statements` (one pass), for each `Own` of `owners`: each number under
 * `Own.key` in `numbers` (or under `prefix.key` when `prefix` is given, for one owner's IIFE).
 */
export function addAssignedStatics(
  owners: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  statements: readonly AstNode[],
  constants: ReadonlyMap<string, AstNode>,
  numbers: Map<string, number>,
  prefix?: string,
): void {
  for (const statement of statements) {
    if (statement.type !== 'ExpressionStatement') continue;
    const expression = statement.expression as AstNode;
    if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') continue;
    const left = expression.left as AstNode;
    if (left.type !== 'MemberExpression' || (left.object as AstNode).type !== 'Identifier') continue;
    const path = toPath(left);
    const [own, key, extra] = path?.split('.') ?? [];
    if (!own || !key || extra !== undefined || !owners.has(own)) continue;
    addValue(`${prefix ?? own}.${key}`, expression.right as AstNode, constants, numbers, 1);
  }
}

/**
 * Dotted names of a summary's numbers as nested open objects, by their first name: `{ Environment.timeout:
 * 80000 }` → `Environment` ↦ `{ timeout: 80000, …unknown }` (the object may hold more than its numbers).
 */
export function nestNumbers(numbers: ReadonlyMap<string, number>): Map<string, AstNode> {
  const roots = new Map<string, AstNode>();
  for (const [path, value] of numbers) {
    const names = path.split('.');
    if (names.length < 2) continue;
    let object = roots.get(names[0] as string);
    if (!object) {
      object = openObject();
      roots.set(names[0] as string, object);
    }
    for (const [index, key] of names.slice(1).entries()) {
      const last = index === names.length - 2;
      const properties = object.properties as AstNode[];
      const found = properties.find((p) => p.type === 'Property' && (p.key as AstNode).name === key);
      if (last) {
        if (!found) properties.unshift(property(key, { type: 'Literal', value, start: 0, end: 0 }));
        break;
      }
      const inner = found && (found.value as AstNode).type === 'ObjectExpression' ? found.value : undefined;
      if (found && !inner) break;
      object = (inner as AstNode | undefined) ?? openObject();
      if (!inner) properties.unshift(property(key, object));
    }
  }
  return roots;
}

/** An object literal ending in a spread of an unknown name: keys it does not list are unknown, not absent. */
export function openObject(properties: AstNode[] = []): AstNode {
  const unknown: AstNode = { type: 'Identifier', name: '\u0000', start: 0, end: 0 };
  return {
    type: 'ObjectExpression',
    start: 0,
    end: 0,
    properties: [...properties, { type: 'SpreadElement', start: 0, end: 0, argument: unknown }],
  };
}

export function property(name: string, value: AstNode): AstNode {
  return {
    type: 'Property',
    kind: 'init',
    computed: false,
    start: 0,
    end: 0,
    key: { type: 'Identifier', name, start: 0, end: 0 },
    value,
  };
}
