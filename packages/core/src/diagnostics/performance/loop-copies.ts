// Keys copied onto an object by a loop over a constant list of names: zotero-client-ts 0.1.2 dist/index.js lines
// 299-312 and 435-441 (set 21), as zotero-api-client 0.48.0 src/request.js lines 56-69 and 275-281 (set 20):
//   var fetchParamNames = ["body", "cache", …, "signal"];
//   for (const param of fetchParamNames) {
//     if (param === "body" && hasDefinedKey(options, param)) fetchConfig[param] = JSON.stringify(options[param]);
//     else fetchConfig[param] = options[param];
//   }
// `fetchConfig[param] = …` writes each listed key: `fetchConfig.signal` is `options.signal` (the `if` is false for
// every name but "body"), copied whether or not the caller gave one. A list the file changes, a test not decided
// for a bound key, or a value that is not `source[name]` leaves the write a computed key, as before.
import type { AstNode } from '../ast';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

/** Keys that bound a request: their copied value must be read, or the write stays unknown. */
const BOUND = /timeout|^signal$/i;

/** A copied key's value: `source.key` for `source[name]`; `undefined` when it is something else (a call). */
export type LoopCopy = ReadonlyMap<string, AstNode | undefined>;

/**
 * The keys `target[name] = value` writes when `name` is the variable of an enclosing `for (const name of LIST)`
 * over a top-level constant array of strings, each with the value it gets; `undefined` when not read.
 */
export function loopCopy(
  left: AstNode,
  right: AstNode,
  ancestors: readonly AstNode[],
  program: AstNode,
  text: string | undefined,
): LoopCopy | undefined {
  const property = left.property as AstNode;
  if (!left.computed || property.type !== 'Identifier') return undefined;
  const name = String(property.name);
  const tests: { test: AstNode; taken: boolean }[] = [];
  let loop: AstNode | undefined;
  for (let i = ancestors.length - 1; i >= 0 && !loop; i--) {
    const node = ancestors[i] as AstNode;
    if (FUNCTIONS.has(node.type)) return undefined;
    if (node.type === 'IfStatement') {
      const inner = ancestors[i + 1];
      if (inner !== node.consequent && inner !== node.alternate) return undefined;
      tests.push({ test: node.test as AstNode, taken: inner === node.consequent });
    } else if (node.type === 'ForOfStatement') {
      if (loopVariable(node) !== name) return undefined;
      loop = node;
    } else if (node.type !== 'BlockStatement' && node.type !== 'ExpressionStatement') return undefined;
  }
  const names = loop && text ? constantNames(unwrap(loop.right as AstNode), program, text) : undefined;
  if (!names) return undefined;
  const copies = new Map<string, AstNode | undefined>();
  for (const key of names) {
    const applies = tests.map(({ test, taken }) => {
      const value = testWith(test, name, key);
      return value === undefined ? undefined : value === taken;
    });
    if (applies.includes(false)) continue;
    const value = applies.includes(undefined) ? undefined : copiedValue(right, name, key);
    if (!value && BOUND.test(key)) return undefined;
    copies.set(key, value);
  }
  return copies;
}

/** `for (const param of …)` / `for (let param of …)`: the loop's one variable. */
function loopVariable(loop: AstNode): string | undefined {
  const left = loop.left as AstNode;
  const declarations = left.type === 'VariableDeclaration' ? (left.declarations as AstNode[]) : [];
  const id = declarations.length === 1 ? (declarations[0]?.id as AstNode) : undefined;
  return id?.type === 'Identifier' ? String(id.name) : undefined;
}

/** The strings of a top-level `const`/`var` array the file never assigns again nor changes. */
function constantNames(list: AstNode, program: AstNode, text: string): string[] | undefined {
  if (list.type !== 'Identifier') return undefined;
  const name = String(list.name);
  let found: string[] | undefined;
  for (const statement of (program.body as AstNode[]) ?? []) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      const init = declarator.init as AstNode | null;
      if (id.type !== 'Identifier' || id.name !== name) continue;
      if (found || init?.type !== 'ArrayExpression') return undefined;
      const elements = init.elements as (AstNode | null)[];
      if (!elements.every((e) => e?.type === 'Literal' && typeof e.value === 'string')) return undefined;
      found = elements.map((e) => String((e as AstNode).value));
    }
  }
  // Assigned again, or changed in place (`list.push(…)`, `list[0] = …`): not constant.
  const escaped = name.replace(/\$/g, '\\$');
  const writes = text.match(
    new RegExp(
      `\\b${escaped}\\s*(?:=[^=>]|\\[[^\\]]*\\]\\s*=[^=]|\\.\\s*(?:push|unshift|splice|pop|shift|length\\s*=))`,
      'g',
    ),
  );
  return found && writes?.length === 1 ? found : undefined;
}

/** A test with the loop variable `name` standing for `key`: `name === "body" && …` is false for "signal". */
function testWith(test: AstNode, name: string, key: string): boolean | undefined {
  const node = unwrap(test);
  if (node.type === 'LogicalExpression') {
    const a = testWith(node.left as AstNode, name, key);
    const b = testWith(node.right as AstNode, name, key);
    if (node.operator === '&&') return a === false || b === false ? false : a && b ? true : undefined;
    if (node.operator === '||')
      return a === true || b === true ? true : a === false && b === false ? false : undefined;
    return undefined;
  }
  if (node.type === 'UnaryExpression' && node.operator === '!') {
    const inner = testWith(node.argument as AstNode, name, key);
    return inner === undefined ? undefined : !inner;
  }
  if (node.type !== 'BinaryExpression' || !['===', '==', '!==', '!='].includes(String(node.operator)))
    return undefined;
  const [a, b] = [unwrap(node.left as AstNode), unwrap(node.right as AstNode)];
  const literal = a.type === 'Literal' ? a : b.type === 'Literal' ? b : undefined;
  const variable = a.type === 'Identifier' ? a : b.type === 'Identifier' ? b : undefined;
  if (!literal || variable?.name !== name || typeof literal.value !== 'string') return undefined;
  const same = literal.value === key;
  return String(node.operator).startsWith('!') ? !same : same;
}

/** `source[name]` as `source.key` (a node of its own, placed where the value is written). */
function copiedValue(right: AstNode, name: string, key: string): AstNode | undefined {
  const value = unwrap(right);
  const property = value.property as AstNode | undefined;
  if (value.type !== 'MemberExpression' || !value.computed || property?.type !== 'Identifier')
    return undefined;
  if (property.name !== name || !toPath(value.object as AstNode)) return undefined;
  return {
    type: 'MemberExpression',
    start: value.start,
    end: value.end,
    object: value.object,
    property: { type: 'Identifier', name: key, start: property.start, end: property.end },
    computed: false,
    optional: false,
    [LOOP_COPIED]: true,
  };
}

/** Marks a value a loop copied: the caller's, copied whether or not it gave one (caller-optional.ts). */
export const LOOP_COPIED = 'loopCopied';

/** Whether `node` is a value a loop over a constant list of names copied (`options.signal` for `options[param]`). */
export function loopCopied(node: AstNode): boolean {
  return node[LOOP_COPIED] === true;
}
