// A helper of the file that hands the init it is given to a fetch through other helpers of the file, adding no
// bound of its own: its calls are the requests, judged with the init each hands it. @vercel/blob 2.8.0
// dist/chunk-QMTUXFZH.cjs: `requestApi(pathname, init, commandOptions)` sends `blobRequest({ input, init:
// { ...init, headers } })` (line 755), which hands `{ input, init }` to `blobFetch`, which sends
// `_undici.fetch.call(void 0, input, { ...init, duplex })` (line 431); each `requestApi('/mpu', { method, headers,
// body, signal: options.abortSignal }, options)` (lines 1005-2067) chooses the signal. A helper that sends the
// init itself is judged at its send, by its known callers (call-shapes.ts bySites), so only a chain of two or
// more helpers is made a wrapper here. Read in the file's one walk (file-facts.ts), for a file whose text says `fetch`.
import type { AstNode } from '../ast';
import type { LibraryBindings } from './bindings';
import type { HttpWrapper } from './modules';
import { FUNCTIONS, propertyKey, toPath, unwrap } from './node-paths';

/** Where a helper receives an init: a parameter by position, or a key of a destructured one (`{ input, init }`). */
interface Slot {
  index: number;
  key?: string;
}

interface Helper {
  fn: AstNode;
  /** Its parameters' local names, by where they are received. */
  slots: Map<string, Slot>;
  /** The local names whose init reaches a send: `direct` by a fetch of its own, `chained` through a helper. */
  passing: Map<string, 'direct' | 'chained'>;
  /** Names that are no pass-through (reassigned, or handed to code that may bound the request). */
  spoiled: Set<string>;
  calls: AstNode[];
  /** The helper may bound the request itself (a timer, a controller or a signal of its own). */
  bounds: boolean;
}

/** Keys of an init that bound a fetch (the signal; node-fetch's `timeout`; undici's `dispatcher`). */
const BOUND_KEYS = new Set(['signal', 'timeout', 'dispatcher']);
/** Text that may bound a request: a timer, an abort, a timeout option (`xhr.ontimeout` is a handler, not one). */
const BOUNDS_ALL = /setTimeout|AbortController|AbortSignal|(?<![\w$.])timeout\s*[:=]|\.timeout\s*=/g;
const GLOBAL_FETCH = new Set(['fetch', 'globalThis.fetch', 'window.fetch', 'self.fetch', 'global.fetch']);
const FETCH_MODULES = new Set(['undici', 'fetch']);

/** Collects the file's named helpers during the file's one walk, and reads them once its bindings are known. */
export interface ChainedCollector {
  enter: (node: AstNode, ancestors: readonly AstNode[]) => void;
  /**
   * The file's helpers that hand a positional init through another helper to a fetch, as wrappers judged at
   * each call with that init (`HttpWrapper.init`, `chained`).
   */
  finish: (bindings: LibraryBindings) => Map<string, HttpWrapper>;
}

/** A collector for a file whose text says `fetch`; `undefined` for any other (it cannot send one). */
export function chainedCollector(text: string | undefined): ChainedCollector | undefined {
  if (!text?.includes('fetch')) return undefined;
  const helpers = new Map<string, Helper>();
  const twice = new Set<string>();
  const stack: Helper[] = [];
  // Where the text may bound a request, found once: a helper bounds when one lies inside it.
  const bounding = [...text.matchAll(BOUNDS_ALL)].map((match) => match.index ?? 0);
  const enter = (node: AstNode, ancestors: readonly AstNode[]): void => {
    // Calls belong to every helper around them (a send inside a retry callback is the helper's own).
    while (stack.length > 0 && (stack[stack.length - 1]?.fn.end ?? 0) <= node.start) stack.pop();
    if (node.type === 'CallExpression') for (const helper of stack) helper.calls.push(node);
    // `init = { ...DEFAULTS, ...init }`, `init.signal = …`: the name no longer holds what the caller gave.
    if (node.type === 'AssignmentExpression') {
      const target = toPath(unwrap(node.left as AstNode))?.split('.')[0];
      if (target) for (const helper of stack) helper.spoiled.add(target);
    }
    if (!FUNCTIONS.has(node.type)) return;
    const parent = ancestors[ancestors.length - 1];
    const name =
      node.type === 'FunctionDeclaration'
        ? ((node.id as AstNode | null)?.name as string | undefined)
        : parent?.type === 'VariableDeclarator' && (parent.id as AstNode).type === 'Identifier'
          ? String((parent.id as AstNode).name)
          : undefined;
    if (!name) return;
    if (helpers.has(name)) twice.add(name);
    const helper: Helper = {
      fn: node,
      slots: slotsOf(node),
      passing: new Map(),
      spoiled: new Set(),
      calls: [],
      bounds: bounding.some((at) => at >= node.start && at < node.end),
    };
    helpers.set(name, helper);
    stack.push(helper);
  };
  const finish = (bindings: LibraryBindings): Map<string, HttpWrapper> => {
    for (const name of twice) helpers.delete(name);
    return passThroughs(helpers, bindings);
  };
  return { enter, finish };
}

function passThroughs(
  helpers: ReadonlyMap<string, Helper>,
  bindings: LibraryBindings,
): Map<string, HttpWrapper> {
  const found = new Map<string, HttpWrapper>();
  // A chain starts at a helper that sends an init it is given: without one, no helper ever passes (most files).
  if (helpers.size < 2 || ![...helpers.values()].some((helper) => sendsOwnInit(helper, bindings)))
    return found;
  // Each pass may let one more helper of a chain through; chains are short.
  for (let pass = 0; pass < 6; pass++) {
    let changed = false;
    for (const helper of helpers.values()) changed = readCalls(helper, helpers, bindings) || changed;
    if (!changed) break;
  }
  for (const [name, helper] of helpers) {
    if (helper.bounds) continue;
    const chained = [...helper.passing].filter(
      ([local, how]) => how === 'chained' && !helper.spoiled.has(local),
    );
    const slot = chained.length === 1 ? helper.slots.get(chained[0]?.[0] ?? '') : undefined;
    if (!slot || slot.key !== undefined) continue;
    if ([...helper.passing.values()].includes('direct')) continue;
    found.set(name, { index: -1, name, init: slot.index, chained: true });
  }
  return found;
}

/** `(pathname, init, options)` and `({ input, init })`: each local name with where it is received. */
function slotsOf(fn: AstNode): Map<string, Slot> {
  const slots = new Map<string, Slot>();
  for (const [index, raw] of ((fn.params as AstNode[] | undefined) ?? []).entries()) {
    const param = raw.type === 'AssignmentPattern' ? (raw.left as AstNode) : raw;
    if (param.type === 'Identifier') slots.set(String(param.name), { index });
    if (param.type !== 'ObjectPattern') continue;
    for (const property of (param.properties as AstNode[]) ?? []) {
      const key = propertyKey(property);
      const value = property.value as AstNode | undefined;
      const local = value?.type === 'AssignmentPattern' ? (value.left as AstNode) : value;
      if (key && local?.type === 'Identifier') slots.set(String(local.name), { index, key });
    }
  }
  return slots;
}

/** Reads the helper's calls once more with what is known of the others: whether a name newly reaches a send. */
function readCalls(helper: Helper, helpers: ReadonlyMap<string, Helper>, bindings: LibraryBindings): boolean {
  let changed = false;
  const mark = (names: readonly string[], how: 'direct' | 'chained'): void => {
    for (const name of names) {
      if (!helper.slots.has(name) || helper.passing.get(name) === how) continue;
      if (helper.passing.get(name) === 'direct') continue;
      helper.passing.set(name, how);
      changed = true;
    }
  };
  for (const call of helper.calls) {
    const { callee, args } = calledWith(call);
    const path = toPath(callee);
    if (path && sendsFetch(path, bindings)) {
      mark(args[1] ? handedNames(args[1], helper) : [], 'direct');
      continue;
    }
    const target = callee.type === 'Identifier' ? helpers.get(String(callee.name)) : undefined;
    const onward = target && target !== helper ? target : undefined;
    for (const [index, arg] of args.entries()) {
      const received = onward ? receivedAt(onward, index, arg) : [];
      for (const { value, passes } of received) {
        if (passes) mark(handedNames(value, helper), 'chained');
      }
      // The init handed anywhere else: to code that may bound it (a timer of its own) it is no pass-through.
      if (onward && !onward.bounds) continue;
      for (const name of mentioned(arg, helper)) {
        if (helper.spoiled.has(name) || !helper.slots.has(name)) continue;
        helper.spoiled.add(name);
        changed = true;
      }
    }
  }
  return changed;
}

/** The callee and arguments of a call; `_undici.fetch.call(void 0, input, init)`: the call itself, without its `this`. */
function calledWith(call: AstNode): { callee: AstNode; args: AstNode[] } {
  const callee = unwrap(call.callee as AstNode);
  const args = call.arguments as AstNode[];
  if (callee.type === 'MemberExpression' && !callee.computed && (callee.property as AstNode).name === 'call')
    return { callee: unwrap(callee.object as AstNode), args: args.slice(1) };
  return { callee, args };
}

/**
 * A fetch of the helper's own that sends an init it was given: the only `direct` mark of `readCalls`, which does
 * not depend on the other helpers; every `chained` mark needs a helper already passing, so a file with none of
 * these has no pass-through, and its helpers' calls need not be read again and again.
 */
function sendsOwnInit(helper: Helper, bindings: LibraryBindings): boolean {
  if (helper.slots.size === 0) return false;
  for (const call of helper.calls) {
    const { callee, args } = calledWith(call);
    if (!args[1]) continue;
    const path = toPath(callee);
    if (path && sendsFetch(path, bindings) && handedNames(args[1], helper).length > 0) return true;
  }
  return false;
}

/** What helper `target` receives from argument `index`: the argument itself or its keys, and whether each is sent. */
function receivedAt(target: Helper, index: number, arg: AstNode): { value: AstNode; passes: boolean }[] {
  const out: { value: AstNode; passes: boolean }[] = [];
  const object = unwrap(arg);
  for (const [local, slot] of target.slots) {
    if (slot.index !== index) continue;
    const passes = target.passing.has(local) && !target.spoiled.has(local);
    if (slot.key === undefined) out.push({ value: arg, passes });
    else if (object.type === 'ObjectExpression') {
      const property = (object.properties as AstNode[]).find((p) => propertyKey(p) === slot.key);
      // `{ input, init }`: the shorthand hands the helper's own `init` under the same key.
      if (property) out.push({ value: property.value as AstNode, passes });
    }
  }
  return out;
}

/**
 * The helper's parameters an init is built from, when it is one of them (`init`) or an object spreading it and
 * adding no bound (`{ ...init, headers: { … }, ...init.body ? { body } : {} }`); none otherwise.
 */
function handedNames(node: AstNode, helper: Helper): string[] {
  const value = unwrap(node);
  if (value.type === 'Identifier') return helper.slots.has(String(value.name)) ? [String(value.name)] : [];
  if (value.type !== 'ObjectExpression') return [];
  const names: string[] = [];
  for (const property of value.properties as AstNode[]) {
    if (property.type === 'SpreadElement') {
      const spread = unwrap(property.argument as AstNode);
      if (spread.type === 'Identifier' && helper.slots.has(String(spread.name)))
        names.push(String(spread.name));
      else if (!boundless(spread)) return [];
      continue;
    }
    const key = propertyKey(property);
    if (key === undefined || BOUND_KEYS.has(key)) return [];
  }
  return names;
}

/** A spread that cannot add a bound: an object literal without one, `{}`, or a choice between such. */
function boundless(node: AstNode): boolean {
  const value = unwrap(node);
  if (value.type === 'ConditionalExpression')
    return boundless(value.consequent as AstNode) && boundless(value.alternate as AstNode);
  if (value.type === 'LogicalExpression') return boundless(value.right as AstNode);
  if (value.type !== 'ObjectExpression') return false;
  return (value.properties as AstNode[]).every((property) => {
    const key = propertyKey(property);
    return key !== undefined && !BOUND_KEYS.has(key);
  });
}

/** The helper's parameters an argument hands on whole (`init`, `{ init }`, `{ ...init }`), not a key read off one. */
function mentioned(arg: AstNode, helper: Helper): string[] {
  const value = unwrap(arg);
  if (value.type === 'Identifier') return helper.slots.has(String(value.name)) ? [String(value.name)] : [];
  if (value.type !== 'ObjectExpression') return [];
  return (value.properties as AstNode[]).flatMap((property) =>
    mentioned((property.type === 'SpreadElement' ? property.argument : property.value) as AstNode, helper),
  );
}

/** A fetch by its path: the global one (not shadowed), node-fetch's or cross-fetch's, or undici's. */
function sendsFetch(path: string, bindings: LibraryBindings): boolean {
  if (GLOBAL_FETCH.has(path)) return path !== 'fetch' || !bindings.declared.has('fetch');
  const bound = bindings.exports.get(path);
  if (bound) return bound.library === 'fetch' || (bound.library === 'undici' && bound.member === 'fetch');
  const [receiver, member, extra] = path.split('.');
  const library = receiver && extra === undefined ? bindings.modules.get(receiver) : undefined;
  return library !== undefined && FETCH_MODULES.has(library) && (member === 'fetch' || library === 'fetch');
}
