// An undici dispatcher another module's function builds and returns, judged where a caller hands it to a request:
// `getDispatcher = (params = {}) => new undici.Agent({ headersTimeout: params.timeout || constants.DEFAULT_TIMEOUT,
// bodyTimeout: constants.DEFAULT_TIMEOUT }).compose(dns(), retry(…))` (@brightdata/sdk 0.2.0 dist/cjs/utils/net.cjs:9-18,
// DEFAULT_TIMEOUT = 120_000 in utils/constants.cjs), read by `net.request(url, { …, dispatcher: net.getDispatcher() })`
// in api/datasets/base.cjs. dispatcher-factories.ts leaves the Agent unjudged where it is built; its shape is kept
// here with the module's exported returns (exported-returns.ts), its timeouts as numbers, as the caller's argument
// (`params.timeout`), as another module's number (resolved by module-resolver.ts), or a `||` / `??` of those.
import type { AstNode } from '../ast';
import { relativeRequire } from './compiled-shapes';
import { builtObject, toPath, unwrap } from './node-paths';

/** The shape of a returned undici Agent and of its timeouts (a part of exported-returns.ts's ReturnShape). */
export type DispatcherShape =
  | { kind: 'agent'; options: [string, BoundShape][] }
  | { kind: 'number'; value: number }
  | { kind: 'either'; operator: '||' | '??'; left: BoundShape; right: BoundShape }
  | { kind: 'imported'; specifier: string; name: string };

/** A timeout of the Agent: one of the above, or a member of the function's parameter (exported-returns.ts). */
export type BoundShape =
  | DispatcherShape
  | { kind: 'param'; index: number; path: string[]; optional: boolean };

/** The Agent's keys read as bounds (judges.ts judgeDispatcherTimeouts). */
const TIMEOUTS = new Set(['headersTimeout', 'bodyTimeout']);

/** What a module's top level binds that an Agent's build may name. */
export interface ModuleLocals {
  /** Locals standing for undici itself (`const undici = require('undici')`). */
  undici: ReadonlySet<string>;
  /** Locals bound to undici's Agent class (`import { Agent } from 'undici'`). */
  agents: ReadonlySet<string>;
  /** Locals bound to a relative module (`const constants = require('./constants.cjs')`), by local name. */
  relative: ReadonlyMap<string, string>;
  /** The number a value of the module always has (its `const` names read), or `undefined`. */
  number: (node: AstNode) => number | undefined;
}

/**
 * The locals of a module's top level an Agent may name, from its statements and its clients by local name
 * (`required`); `undefined` for a module that loads no undici.
 */
export function moduleLocals(
  body: readonly AstNode[],
  required: ReadonlyMap<string, { library: string; member: string }>,
  number: (node: AstNode) => number | undefined,
): ModuleLocals | undefined {
  const undici = new Set<string>();
  for (const [local, client] of required)
    if (client.library === 'undici' && client.member === 'default') undici.add(local);
  const agents = new Set<string>();
  const relative = new Map<string, string>();
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      const source = String((statement.source as AstNode).value);
      for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
        const local = String((specifier.local as AstNode).name);
        const imported = (specifier.imported as AstNode | undefined)?.name;
        if (source === 'undici' && imported === 'Agent') agents.add(local);
        if (/^\.\.?\//.test(source) && specifier.type === 'ImportNamespaceSpecifier')
          relative.set(local, source);
      }
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        const init = declarator.init as AstNode | undefined;
        const specifier = init ? relativeRequire(init) : undefined;
        if (id.type === 'Identifier' && specifier) relative.set(String(id.name), specifier);
      }
    }
  }
  return undici.size > 0 || agents.size > 0 ? { undici, agents, relative, number } : undefined;
}

/**
 * `new undici.Agent({…})` (or `new Agent({…})`), possibly `.compose(…)`d: its shape, each timeout read by
 * `param` (the function's parameters, as exported-returns.ts reads them); `undefined` for any other value or a
 * timeout not read. `null` when `node` is no Agent at all.
 */
export function agentShape(
  node: AstNode,
  locals: ModuleLocals | undefined,
  param: (value: AstNode) => BoundShape | undefined,
): DispatcherShape | undefined | null {
  if (!locals) return null;
  let current = unwrap(node);
  // `.compose(dns(), retry(…))`: interceptors around the same Agent, whose timers still bound each attempt.
  while (current.type === 'CallExpression') {
    const callee = unwrap(current.callee as AstNode);
    const method = callee.type === 'MemberExpression' ? (callee.property as AstNode) : undefined;
    if (method?.type !== 'Identifier' || method.name !== 'compose' || callee.computed) return null;
    current = unwrap(callee.object as AstNode);
  }
  if (current.type !== 'NewExpression' || !isAgent(current.callee as AstNode, locals)) return null;
  const [given, ...rest] = current.arguments as AstNode[];
  const options = given ? unwrap(given) : undefined;
  if (rest.length > 0 || options?.type !== 'ObjectExpression') return undefined;
  const read: [string, BoundShape][] = [];
  for (const property of options.properties as AstNode[]) {
    const key = property.key as AstNode | undefined;
    if (property.type !== 'Property' || property.computed || key?.type !== 'Identifier') return undefined;
    if (!TIMEOUTS.has(String(key.name))) continue;
    const value = boundShape(property.value as AstNode, locals, param);
    if (!value) return undefined;
    read.push([String(key.name), value]);
  }
  return { kind: 'agent', options: read };
}

function isAgent(callee: AstNode, locals: ModuleLocals): boolean {
  const path = toPath(unwrap(callee)) ?? '';
  const [head, member, more] = path.split('.');
  if (more === undefined && member === 'Agent') return locals.undici.has(head ?? '');
  return member === undefined && locals.agents.has(head ?? '');
}

function boundShape(
  node: AstNode,
  locals: ModuleLocals,
  param: (value: AstNode) => BoundShape | undefined,
  depth = 0,
): BoundShape | undefined {
  if (depth > 4) return undefined;
  const current = unwrap(node);
  if (current.type === 'LogicalExpression' && (current.operator === '||' || current.operator === '??')) {
    const left = boundShape(current.left as AstNode, locals, param, depth + 1);
    const right = left && boundShape(current.right as AstNode, locals, param, depth + 1);
    return right
      ? { kind: 'either', operator: current.operator, left: left as BoundShape, right }
      : undefined;
  }
  const path = toPath(current)?.split('.') ?? [];
  const specifier = path.length === 2 ? locals.relative.get(path[0] ?? '') : undefined;
  if (specifier) return { kind: 'imported', specifier, name: path[1] ?? '' };
  const number = locals.number(current);
  if (number !== undefined) return { kind: 'number', value: number };
  const read = param(current);
  return read?.kind === 'param' ? read : undefined;
}

/** undici's Agent class, as a caller reads it (judges.ts undiciDispatcherKind), in a node built from a shape. */
export const RETURNED_AGENT = '\u0000undici.Agent';

/**
 * The shape's Agent as an expression of the caller (`new Agent({ headersTimeout: <arg>.timeout || 120000, … })`),
 * its parameters made of the call's arguments by `build`; `undefined` when a part is not known.
 */
export function builtAgent(
  shape: DispatcherShape,
  at: { start: number; end: number },
  build: (value: BoundShape) => AstNode | undefined,
): AstNode | undefined {
  const part = (value: BoundShape): AstNode | undefined => {
    if (value.kind === 'number') return { type: 'Literal', value: value.value, ...at };
    if (value.kind === 'imported' || value.kind === 'agent') return undefined;
    if (value.kind === 'param') return build(value);
    const left = part(value.left);
    const right = left && part(value.right);
    return right ? { type: 'LogicalExpression', operator: value.operator, left, right, ...at } : undefined;
  };
  if (shape.kind !== 'agent') return part(shape);
  const options = builtObject(shape.options, part, at);
  if (!options) return undefined;
  return {
    type: 'NewExpression',
    callee: { type: 'Identifier', name: RETURNED_AGENT, ...at },
    arguments: [options],
    ...at,
  };
}

/** The shape with each other module's number read (`number` gives it, or `undefined` when not known). */
export function withImportedNumbers(
  shape: DispatcherShape,
  number: (specifier: string, name: string) => number | undefined,
): DispatcherShape {
  const read = (value: BoundShape): BoundShape => {
    if (value.kind === 'imported') {
      const found = number(value.specifier, value.name);
      return found === undefined ? value : { kind: 'number', value: found };
    }
    if (value.kind === 'either') return { ...value, left: read(value.left), right: read(value.right) };
    return value;
  };
  if (shape.kind === 'agent')
    return { kind: 'agent', options: shape.options.map(([key, value]) => [key, read(value)]) };
  return read(shape) as DispatcherShape;
}
