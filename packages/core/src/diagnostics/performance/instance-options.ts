// Request options an instance of a class of this file builds: firebase-admin 13.10.0 lib/utils/api-request.js
// stores `this.options = this.httpConfigImpl.buildRequestOptions()` (line 492), a method of the file's
// HttpRequestConfigImpl returning `{ protocol, hostname, port, path, method, agent, headers }` (lines 751-766).
// The values are read on another instance and stay unknown here, but the keys are all visible: nothing in them
// (no `signal`, no `timeout`, no `createConnection`, no spread) can end the request, so an idle timer the request
// arms only when an option is set is the one bound it has (guarded-setters.ts).
import type { AstNode } from '../ast';
import type { ScopedConstants } from './constants';
import { builtInstance, enclosingClass, memberNamed, superOf } from './instance-getters';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

/** Keys of node's request options that may end a request themselves, or hand it to code not read here. */
const ENDING = new Set(['signal', 'timeout', 'createConnection']);

/**
 * What the class around `at` stores in `this.<path>`: its one assignment of it, when neither that class nor an
 * in-file superclass assigns it elsewhere (`undefined` when a superclass is not of this file).
 */
function storedInClass(path: string, at: number, facts: ScopedConstants): AstNode | undefined {
  const cls = enclosingClass(at, facts);
  const chain: AstNode[] = [];
  for (let c: AstNode | null | undefined = cls; c; c = superOf(c, facts)) {
    chain.push(c);
    if (chain.length > 5) return undefined;
  }
  const last = chain[chain.length - 1];
  if (!cls || !last || superOf(last, facts) !== null) return undefined;
  const inside = (node: AstNode | null, c: AstNode) => !!node && c.start <= node.start && node.end <= c.end;
  const stores = (facts.bindings.get(path) ?? []).filter((b) => chain.some((c) => inside(b.init, c)));
  const one = stores.length === 1 ? stores[0]?.init : undefined;
  return one && inside(one, cls) ? unwrap(one) : undefined;
}

/** The `return` statements of a function's own body (not of functions nested in it). */
function returnsOf(node: AstNode, found: AstNode[] = []): AstNode[] {
  if (node.type === 'ReturnStatement') found.push(node);
  for (const value of Object.values(node)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items)
      if (item && typeof item === 'object' && typeof item.type === 'string' && !FUNCTIONS.has(item.type))
        returnsOf(item as AstNode, found);
  }
  return found;
}

/** The keys of an object literal with no spread and no computed key; `undefined` otherwise. */
function literalKeys(node: AstNode): string[] | undefined {
  if (node.type !== 'ObjectExpression') return undefined;
  const keys: string[] = [];
  for (const property of node.properties as AstNode[]) {
    const key = property.key as AstNode | undefined;
    if (property.type !== 'Property' || property.computed || !key) return undefined;
    const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
    if (typeof name !== 'string') return undefined;
    keys.push(name);
  }
  return keys;
}

/**
 * Whether `options` (as passed to a node request) is what an instance of a class of this file builds with one of
 * its methods (`this.options = this.impl.buildRequestOptions()`), every return of that method an object literal
 * whose keys, and the keys the file assigns on `options` after, are all visible and none of them can end the
 * request (`signal`, `timeout`, `createConnection`).
 */
export function builtOptionsEndNothing(options: AstNode, facts: ScopedConstants): boolean {
  const path = toPath(unwrap(options));
  const call = path?.startsWith('this.') ? storedInClass(path, options.start, facts) : undefined;
  const callee = call?.type === 'CallExpression' ? unwrap(call.callee as AstNode) : undefined;
  const method =
    callee?.type === 'MemberExpression' && !callee.computed ? (callee.property as AstNode) : undefined;
  if (!path || !call || !callee || method?.type !== 'Identifier' || (call.arguments as AstNode[]).length > 0)
    return false;
  const built = builtInstance(callee.object as AstNode, facts);
  const owner = built?.chain.find((c) => memberNamed(c, String(method.name)).length > 0);
  const named = owner ? memberNamed(owner, String(method.name)) : [];
  const fn = named.length === 1 && named[0]?.kind === 'method' ? (named[0].value as AstNode) : undefined;
  const returns = fn ? returnsOf(fn.body as AstNode) : [];
  if (returns.length === 0) return false;
  const assigned = facts.mutated.get(path);
  if (assigned && [...assigned].some((key) => key === '*' || ENDING.has(key))) return false;
  return returns.every((statement) => {
    const keys = statement.argument ? literalKeys(unwrap(statement.argument as AstNode)) : undefined;
    return keys !== undefined && !keys.some((key) => ENDING.has(key));
  });
}
