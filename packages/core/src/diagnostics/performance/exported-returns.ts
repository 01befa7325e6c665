// What an exported function of another module RETURNS, when it builds a request's init or options as an object
// (`return { url, info }` with `info = { headers, method, body, signal }`, the signal destructured from the
// caller's optional `options`): @huggingface/inference's makeRequestOptions, read by request.ts. Kept as a
// shape (keys, and for the keys that can bound a request the parameter they come from), made only when a judged
// call of the importing file asks for it, and turned back into an object of the caller's own arguments there.
import { type AstNode, isAstNode, walk } from '../ast';
import {
  agentShape,
  type BoundShape,
  builtAgent,
  type DispatcherShape,
  type ModuleLocals,
} from './dispatcher-returns';
import { builtObject, FUNCTIONS, toPath } from './node-paths';

/** A returned value: an object of known keys, one of the function's parameters (a member path of it), or a value that bounds nothing. */
export type ReturnShape =
  | { kind: 'object'; keys: [string, ReturnShape][] }
  | { kind: 'param'; index: number; path: string[]; optional: boolean }
  | { kind: 'absent' }
  | { kind: 'opaque' }
  | DispatcherShape;

/** Keys that can bound a request (a signal, a timeout, an agent or dispatcher with its own timers). */
const BOUNDING = /signal|timeout|deadline|agent|dispatcher|^(init|options|config|request)$/i;
const MAX_DEPTH = 4;
const OPAQUE_SHAPE: ReturnShape = { kind: 'opaque' };

/**
 * The shape each exported function of a module returns, by export name, computed on first request and cached.
 * `functions` are the module's top-level functions by local name (an exported one may return another's value).
 */
export function exportedReturns(
  functions: ReadonlyMap<string, AstNode>,
  exported: ReadonlyMap<string, AstNode>,
  locals?: ModuleLocals,
): (name: string) => ReturnShape | undefined {
  const cache = new Map<AstNode, ReturnShape | null>();
  const of = (fn: AstNode | undefined, depth: number): ReturnShape | undefined => {
    if (!fn || depth >= MAX_DEPTH) return undefined;
    if (cache.has(fn)) return cache.get(fn) ?? undefined;
    cache.set(fn, null);
    const shape = returnShape(fn, (callee) => of(functions.get(callee), depth + 1), locals);
    cache.set(fn, shape ?? null);
    return shape;
  };
  return (name) => of(exported.get(name), 0);
}

/** Every `return` of `fn`'s own body (not of nested functions), or its arrow's expression. */
export function returnsOf(fn: AstNode): AstNode[] | undefined {
  const body = fn.body as AstNode | undefined;
  if (!body) return undefined;
  if (body.type !== 'BlockStatement') return [body];
  const found: AstNode[] = [];
  let bare = false;
  walk(body, (node) => {
    if (FUNCTIONS.has(node.type) || node.type === 'ClassBody') return false;
    if (node.type === 'ReturnStatement') {
      if (isAstNode(node.argument)) found.push(node.argument);
      else bare = true;
    }
    return undefined;
  });
  return bare || found.length === 0 ? undefined : found;
}

/** The shape all of `fn`'s returns agree on; `undefined` when they differ or one is not known. */
function returnShape(
  fn: AstNode,
  callee: (name: string) => ReturnShape | undefined,
  locals: ModuleLocals | undefined,
): ReturnShape | undefined {
  const returns = returnsOf(fn);
  if (!returns) return undefined;
  const reader = new Reader(fn, callee, locals);
  let agreed: ReturnShape | undefined;
  for (const value of returns) {
    const shape = reader.value(value, true, 0);
    if (!shape || (agreed && JSON.stringify(agreed) !== JSON.stringify(shape))) return undefined;
    agreed = shape;
  }
  return agreed?.kind === 'object' || agreed?.kind === 'agent' ? agreed : undefined;
}

class Reader {
  private readonly params = new Map<string, { index: number; optional: boolean }>();
  /** Local names declared once in the function: `const x = init` or `const { key: x } = param`. */
  private readonly locals = new Map<string, AstNode | { from: AstNode; key: string } | null>();
  /** Names whose members the function assigns after making them (`info.signal = …`): not read as literals. */
  private readonly changed = new Set<string>();

  constructor(
    fn: AstNode,
    private readonly callee: (name: string) => ReturnShape | undefined,
    private readonly module?: ModuleLocals,
  ) {
    for (const [index, param] of ((fn.params as AstNode[] | undefined) ?? []).entries()) {
      const id = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
      if (id.type === 'Identifier')
        this.params.set(String(id.name), {
          index,
          optional: param.type === 'AssignmentPattern' || id.optional === true,
        });
    }
    walk(fn.body as AstNode, (node) => {
      if (FUNCTIONS.has(node.type)) return false;
      if (node.type === 'VariableDeclarator') this.declare(node);
      if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') {
        const target = (node.left ?? node.argument) as AstNode;
        const root = toPath(target)?.split('.')[0];
        if (root) this.changed.add(root);
      }
      if (
        node.type === 'CallExpression' &&
        /^Object\.(assign|defineProperty)$/.test(toPath(node.callee as AstNode) ?? '')
      ) {
        const target = toPath((node.arguments as AstNode[])[0] as AstNode);
        if (target) this.changed.add(target.split('.')[0] ?? '');
      }
      return undefined;
    });
  }

  private declare(declarator: AstNode): void {
    const id = declarator.id as AstNode;
    const init = isAstNode(declarator.init) ? declarator.init : undefined;
    const set = (name: string, value: AstNode | { from: AstNode; key: string } | undefined) =>
      this.locals.set(name, this.locals.has(name) || !value ? null : value);
    if (id.type === 'Identifier') set(String(id.name), init);
    else if (id.type === 'ObjectPattern')
      for (const property of id.properties as AstNode[]) {
        const key = property.key as AstNode | undefined;
        const value = property.value as AstNode | undefined;
        if (property.type !== 'Property' || property.computed || key?.type !== 'Identifier') continue;
        if (value?.type === 'Identifier')
          set(String(value.name), init && { from: init, key: String(key.name) });
      }
  }

  /** The shape of `node`; `bounding` when the key holding it can bound a request (then it must be known). */
  value(node: AstNode, bounding: boolean, depth: number): ReturnShape | undefined {
    if (depth > MAX_DEPTH) return bounding ? undefined : { kind: 'opaque' };
    const opaque = (): ReturnShape | undefined => (bounding ? undefined : { kind: 'opaque' });
    // An undici Agent the function builds (dispatcher-returns.ts), its timeouts read from its parameters.
    if (this.module && (node.type === 'NewExpression' || node.type === 'CallExpression')) {
      const agent = agentShape(
        node,
        this.module,
        (value) => this.value(value, true, depth + 1) as BoundShape,
      );
      if (agent !== null) return agent ?? opaque();
    }
    switch (node.type) {
      case 'AwaitExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'ParenthesizedExpression':
        return this.value((node.argument ?? node.expression) as AstNode, bounding, depth);
      case 'ObjectExpression':
        return this.object(node, depth) ?? opaque();
      case 'ChainExpression':
        return this.value(node.expression as AstNode, bounding, depth);
      case 'Identifier': {
        if (node.name === 'undefined') return { kind: 'absent' };
        const name = String(node.name);
        const param = this.params.get(name);
        if (param) return this.changed.has(name) ? opaque() : { kind: 'param', ...param, path: [] };
        const local = this.locals.get(name);
        if (!local || this.changed.has(name)) return opaque();
        if ('key' in local && !('type' in local)) {
          const from = this.value(local.from, true, depth + 1);
          return (from && member(from, local.key)) ?? opaque();
        }
        return this.value(local as AstNode, bounding, depth + 1);
      }
      case 'LogicalExpression': {
        // `options ?? {}`: the caller's options, or none (no key set).
        const right = node.right as AstNode;
        const empty = right.type === 'ObjectExpression' && (right.properties as AstNode[]).length === 0;
        if (node.operator === '??' || node.operator === '||') {
          const left = this.value(node.left as AstNode, true, depth);
          if (empty && left?.kind === 'param') return { ...left, optional: true };
        }
        return opaque();
      }
      case 'MemberExpression': {
        const key = node.property as AstNode;
        if (node.computed || key.type !== 'Identifier') return opaque();
        const from = this.value(node.object as AstNode, true, depth);
        const found = from && member(from, String(key.name));
        // `options?.signal`: the helper treats `options` as optional.
        if (found?.kind === 'param' && node.optional === true) return { ...found, optional: true };
        return found ?? opaque();
      }
      case 'CallExpression': {
        const called = node.callee as AstNode;
        const shape = called.type === 'Identifier' ? this.callee(String(called.name)) : undefined;
        if (!shape) return opaque();
        return this.substitute(shape, node.arguments as AstNode[], depth);
      }
      default:
        return opaque();
    }
  }

  private object(node: AstNode, depth: number): ReturnShape | undefined {
    const keys: [string, ReturnShape][] = [];
    for (const property of node.properties as AstNode[]) {
      if (property.type === 'SpreadElement') {
        // `...(credentials ? { credentials } : undefined)`: keys that cannot bound a request.
        if (!spreadsNothingBounding(property.argument as AstNode)) return undefined;
        continue;
      }
      const key = property.key as AstNode;
      const name =
        key.type === 'Identifier' ? String(key.name) : key.type === 'Literal' ? String(key.value) : undefined;
      if (property.computed || name === undefined) return undefined;
      const bounding = BOUNDING.test(name);
      // A key that bounds nothing (`headers: { ...options?.headers }`) may hold what is not known.
      const shape =
        this.value(property.value as AstNode, bounding, depth + 1) ?? (bounding ? undefined : OPAQUE_SHAPE);
      if (!shape) return undefined;
      keys.push([name, shape]);
    }
    return { kind: 'object', keys };
  }

  /** A callee's shape with its parameters replaced by what this function passes. */
  private substitute(shape: ReturnShape, args: AstNode[], depth: number): ReturnShape | undefined {
    if (shape.kind === 'object') {
      const keys: [string, ReturnShape][] = [];
      for (const [key, value] of shape.keys) {
        const next = this.substitute(value, args, depth);
        if (!next) return undefined;
        keys.push([key, next]);
      }
      return { kind: 'object', keys };
    }
    // An Agent of another function, its timeouts the callee's parameters: not carried through here.
    if (shape.kind === 'agent' || shape.kind === 'either') return undefined;
    if (shape.kind !== 'param') return shape;
    const arg = args[shape.index];
    if (arg?.type === 'SpreadElement' || args.slice(0, shape.index).some((a) => a.type === 'SpreadElement'))
      return undefined;
    const passed: ReturnShape | undefined = arg ? this.value(arg, true, depth + 1) : { kind: 'absent' };
    if (!passed) return undefined;
    let result: ReturnShape | undefined = passed;
    for (const key of shape.path) result = result && member(result, key);
    if (result?.kind === 'param' && shape.optional) return { ...result, optional: true };
    return result;
  }
}

/** `from.key`: a parameter's member, an object's key (absent when not set), nothing of an absent value. */
function member(from: ReturnShape, key: string): ReturnShape | undefined {
  if (from.kind === 'param') return { ...from, path: [...from.path, key] };
  if (from.kind === 'absent') return { kind: 'absent' };
  if (from.kind === 'object') return from.keys.find(([name]) => name === key)?.[1] ?? { kind: 'absent' };
  return undefined;
}

/** `c ? { credentials } : undefined`, `c && { a }`, `{ a }`: objects none of whose keys can bound a request. */
function spreadsNothingBounding(node: AstNode): boolean {
  if (node.type === 'ParenthesizedExpression') return spreadsNothingBounding(node.expression as AstNode);
  if (node.type === 'ConditionalExpression')
    return (
      spreadsNothingBounding(node.consequent as AstNode) && spreadsNothingBounding(node.alternate as AstNode)
    );
  if (node.type === 'LogicalExpression' && node.operator === '&&')
    return spreadsNothingBounding(node.right as AstNode);
  if (node.type === 'Identifier' && node.name === 'undefined') return true;
  if (node.type === 'Literal' && node.value === null) return true;
  if (node.type !== 'ObjectExpression') return false;
  return keysMatchNone(node, BOUNDING);
}

/**
 * Whether every property of an object literal is a plain `key: value` (no spread, no computed or quoted key) whose
 * name `pattern` does not match: `{ prefixUrl, headers }` against a list of keys that could bound a request.
 */
export function keysMatchNone(object: AstNode, pattern: RegExp): boolean {
  return (object.properties as AstNode[]).every((property) => {
    const key = property.key as AstNode | undefined;
    return (
      property.type === 'Property' &&
      !property.computed &&
      key?.type === 'Identifier' &&
      !pattern.test(String(key.name))
    );
  });
}

/** Anything the importing file's evaluator reads as a value it does not know (never as absent). */
const OPAQUE = '\u0000returned';

/**
 * The object a call returns, made of the caller's own arguments: a key from the helper's parameter becomes that
 * argument's member (`options?.signal` when the helper treats it as optional), a key the helper fills itself a
 * value not known here. `undefined` when the shape needs an argument the call spreads.
 */
export function returnedObject(
  shape: ReturnShape,
  call: AstNode,
  optionalHere: (argument: AstNode) => boolean,
): AstNode | undefined {
  const args = call.arguments as AstNode[];
  const at = { start: call.start, end: call.end };
  const build = (value: ReturnShape): AstNode | undefined => {
    if (
      value.kind === 'agent' ||
      value.kind === 'either' ||
      value.kind === 'number' ||
      value.kind === 'imported'
    )
      return builtAgent(value, at, build);
    if (value.kind === 'opaque') return { type: 'Identifier', name: OPAQUE, ...at };
    if (value.kind === 'absent') return { type: 'Identifier', name: 'undefined', ...at };
    if (value.kind === 'object') return builtObject(value.keys, build, at);
    if (args.slice(0, value.index + 1).some((arg) => arg.type === 'SpreadElement')) return undefined;
    const argument = args[value.index];
    let node: AstNode = argument ?? { type: 'Identifier', name: 'undefined', ...at };
    for (const key of value.path)
      node = {
        type: 'MemberExpression',
        object: node,
        property: { type: 'Identifier', name: key, start: node.end, end: node.end },
        computed: false,
        optional: false,
        start: node.start,
        end: node.end,
      };
    // `options?.signal` when both the helper and this caller treat `options` as optional (the caller's own
    // optional parameter handed on): absent by default. Any other argument is read as this file's value.
    const optional = value.optional && value.path.length > 0 && argument && optionalHere(argument);
    return optional ? { type: 'ChainExpression', expression: node, start: node.start, end: node.end } : node;
  };
  return build(shape);
}

/** A module's summary as far as returns go (modules.ts HttpModuleSummary; not imported, to keep no cycle). */
type Returning = { returns?: (name: string) => ReturnShape | undefined } | undefined;

/**
 * The exported function a callee path names through one relative import: `lib_1.makeRequestOptions` through
 * `import * as lib_1` (or tsc's namespace require), `makeRequestOptions` through a named import; `undefined` when
 * the path goes through another import or names a member of the export.
 * @example importedFunctionName('lib_1.make', { local: 'lib_1', imported: '*' }) // 'make'
 */
export function importedFunctionName(path: string, { local, imported }: { local: string; imported: string }) {
  const name =
    imported === '*'
      ? path.startsWith(`${local}.`)
        ? path.slice(local.length + 1)
        : undefined
      : path === local
        ? imported
        : undefined;
  return name && !name.includes('.') ? name : undefined;
}

/**
 * What a call of a function imported relatively returns, built from its module's shape: `makeRequestOptions(…)`
 * of `import { makeRequestOptions } from './lib'`, `lib_1.makeRequestOptions(…)` of a whole-module import.
 */
export function importedCalls(
  relative: readonly { local: string; specifier: string; imported: string }[],
  resolve: (specifier: string) => Returning,
  constants: { lookup(name: string, offset: number): AstNode | undefined },
): (call: AstNode) => AstNode | undefined {
  // The caller's own optional parameter (`options?: Options`), bound to `undefined` by its values (constants.ts).
  const optionalHere = (argument: AstNode): boolean => {
    if (argument.type !== 'Identifier') return false;
    const bound = constants.lookup(String(argument.name), argument.start);
    return bound?.type === 'Identifier' && bound.name === 'undefined' && bound.start < argument.start;
  };

  return (call) => {
    let callee = call.callee as AstNode;
    // tsc's `(0, lib_1.makeRequestOptions)(…)`.
    if (callee.type === 'SequenceExpression') callee = (callee.expressions as AstNode[]).at(-1) as AstNode;
    const path = toPath(callee);
    if (!path) return undefined;
    for (const relativeImport of relative) {
      const name = importedFunctionName(path, relativeImport);
      if (!name) continue;
      const shape = resolve(relativeImport.specifier)?.returns?.(name);
      if (shape) return returnedObject(shape, call, optionalHere);
    }
    return undefined;
  };
}
