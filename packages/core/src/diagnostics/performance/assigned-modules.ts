// A name a function assigns a client module in several branches: `var transport; if (secure) transport = https;
// else transport = http; transport.request(options, cb)`. Not a constant (it is assigned more than once), so it was
// not seen as a client at all. It holds that module wherever every value the function gives it is that module (or
// nothing yet, or a branch that throws before the call). Shapes from stored public code (the code corpus of the
// search tool): an image-size helper choosing `transport` by `options.protocol` with an `else` that returns, a
// request helper that throws on an unknown protocol. A value given only under `if (factory)`, where `factory` is a
// parameter the caller may leave out (optional-branches.ts), is not the one taken by default: rollbar 3.1.0
// src/server/transport.js line 46 (`t = transportFactory(options)`, else `t = _transport(options)`) holds the
// module `_transport` picks unless the caller hands a factory.
import { type AstNode, walk } from '../ast';
import type { HttpLibrary } from './clients';
import { coalescedLeft } from './compiled-shapes';
import { type Constants, enclosingFunction, FUNCTIONS, toPath, unwrap } from './node-paths';
import { untakenByDefault } from './optional-branches';
import { addBound } from './patterns';

/** What the caller knows of a value: the client module it is, if any (bindings.ts's `libraryOf`/`requiredLibrary`). */
type LibraryOfValue = (value: AstNode) => HttpLibrary | undefined;

function isNothing(value: AstNode | undefined): boolean {
  const current = value && unwrap(value);
  return (
    !current ||
    (current.type === 'Literal' && current.value === null && !current.regex) ||
    (current.type === 'Identifier' && current.name === 'undefined')
  );
}

/**
 * The client module `node` (a name) holds when the function around it declares it and assigns it only that module
 * (`null`, `undefined` and no value aside); `undefined` when any value it gets is something else.
 * @example assignedLibrary(transportName, constants, libraryOfValue) // 'http'
 */
export function assignedLibrary(
  node: AstNode,
  constants: Constants & Held & { program?: AstNode | undefined },
  libraryOf: LibraryOfValue,
): HttpLibrary | undefined {
  const { program } = constants;
  // `t = _transport(options)`: a function of the file returning the module it picks (its return is read).
  const known = (value: AstNode) => libraryOf(value) ?? heldLibrary(value, constants, libraryOf);
  if (node.type !== 'Identifier' || !program) return undefined;
  const name = String(node.name);
  const around = enclosingFunction(program, node);
  if (!around) return undefined;
  // `m.get(k)` on the same name again and again (a Map in a loop): the function is read once per name.
  const seen = memo.get(around) ?? new Map<string, HttpLibrary | undefined>();
  memo.set(around, seen);
  if (seen.has(name)) return seen.get(name);
  // A module-level name declared once and assigned in a function (fred-api 2.0.1 lib/index.js: `var Fred, http,
  // root;`, `http = require('https')` in the constructor, line 11; `http.get(requestUrl, cb)` in a method, line 48):
  // every assignment in the file is read, as for a function's own name.
  const scope = declares(around, name) ? around : onlyTopLevel(program, name) ? program : undefined;
  const found = scope && readAssigned(scope, node, name, known, constants);
  seen.set(name, found);
  return found;
}

const memo = new WeakMap<AstNode, Map<string, HttpLibrary | undefined>>();

/** The names a function's parameters bind. */
function paramNames(fn: AstNode): Set<string> {
  const names = new Set<string>();
  for (const param of fn.params as AstNode[]) addBound(param, names, false);
  return names;
}

/** Whether `fn` declares `name`: a variable or parameter of it, or of a function inside it. */
function declares(fn: AstNode, name: string): boolean {
  let found = false;
  walk(fn, (current) => {
    if (found) return false;
    if (current.type === 'VariableDeclarator' && (current.id as AstNode).name === name) found = true;
    else if (FUNCTIONS.has(current.type) && paramNames(current).has(name)) found = true;
    return undefined;
  });
  return found;
}

/** Whether `name` is declared once in `program`, as a plain variable of its top level; never by a function. */
function onlyTopLevel(program: AstNode, name: string): boolean {
  let top = 0;
  let inner = false;
  walk(program, (current, ancestors) => {
    if (inner) return false;
    if (FUNCTIONS.has(current.type)) {
      const id = current.id as AstNode | null | undefined;
      inner = id?.name === name || paramNames(current).has(name);
    } else if (current.type === 'VariableDeclarator') {
      const id = current.id as AstNode;
      const bound = new Set<string>();
      addBound(id, bound, false);
      if (!bound.has(name)) return undefined;
      if (id.type !== 'Identifier' || ancestors.some((ancestor) => FUNCTIONS.has(ancestor.type)))
        inner = true;
      else top++;
    } else if (current.type === 'CatchClause' || current.type.startsWith('Class')) {
      const bound = new Set<string>();
      const id = (current.param ?? current.id) as AstNode | null | undefined;
      if (id) addBound(id, bound, false);
      inner = bound.has(name);
    }
    return undefined;
  });
  return !inner && top === 1;
}

function readAssigned(
  fn: AstNode,
  node: AstNode,
  name: string,
  libraryOf: LibraryOfValue,
  constants: Constants,
): HttpLibrary | undefined {
  let declared = false;
  const values: (AstNode | undefined)[] = [];
  walk(fn, (current, ancestors) => {
    if (current.type === 'VariableDeclarator' && (current.id as AstNode).name === name) {
      declared = true;
      values.push(current.init as AstNode | undefined);
    } else if (
      current.type === 'AssignmentExpression' &&
      (current.left as AstNode).type === 'Identifier' &&
      (current.left as AstNode).name === name &&
      !untakenByDefault(current, ancestors, constants) // optional-branches.ts: the caller's factory
    ) {
      // `transport += …` or `transport ||= …`: not a plain choice.
      values.push(current.operator === '=' ? (current.right as AstNode) : node);
    }
    return undefined;
  });
  if (!declared) return undefined;
  let library: HttpLibrary | undefined;
  for (const value of values) {
    if (isNothing(value)) continue;
    const current = value === node ? undefined : value && libraryOf(value);
    if (!current || (library && current !== library)) return undefined;
    library = current;
  }
  return library;
}

/**
 * The module of `given ?? axios` (tsc: `(_a = given) !== null && _a !== void 0 ? _a : axios_1.default`): what the
 * member holds when the caller hands in no client of its own (`this.axios = config?.axios ?? axios`,
 * @unit-finance/unit-node-sdk 0.41.0 dist/resources/baseResource.js:20, held-out set 11), as `fallbackClient`
 * reads a call's callee.
 */
export function fallbackModule(
  value: AstNode,
  modules: ReadonlyMap<string, HttpLibrary>,
): HttpLibrary | undefined {
  const fallback =
    value.type === 'LogicalExpression' && (value.operator === '??' || value.operator === '||')
      ? (value.right as AstNode)
      : value.type === 'ConditionalExpression' && coalescedLeft(value)
        ? (value.alternate as AstNode)
        : undefined;
  const path = fallback ? toPath(fallback) : undefined;
  return path && (!path.includes('.') || path.endsWith('.default')) ? modules.get(path) : undefined;
}

/** What the file's constants can tell of a member or a call (constants.ts's ScopedConstants). */
interface Held {
  lookup?(name: string, offset: number): AstNode | undefined;
  returned?(call: AstNode): AstNode | undefined;
}

/**
 * The client module a member holds, or a method of the file hands back, through the file's own values: a member
 * assigned `protocol === 'http:' ? http : https` in the constructor, then `this._requestTransport.request(…)`
 * (api2pdf 2.1.0 src/Api2Pdf.js:107, 364), `this.getHttpModule().request(…)` with the method returning `secure ?
 * https : http` (@logtail/node 0.5.9 src/node.ts:31, 130). A member the file never assigns, or assigns the
 * caller's value, stays unknown.
 */
export function heldLibrary(
  node: AstNode,
  constants: Constants & Held,
  libraryOf: LibraryOfValue,
): HttpLibrary | undefined {
  const current = unwrap(node);
  if (current.type === 'CallExpression') {
    const returned = constants.returned?.(current);
    return returned ? libraryOf(returned) : undefined;
  }
  if (current.type !== 'MemberExpression' || current.computed) return undefined;
  const path = toPath(current);
  // A member of `this` is read in the class that keeps it (member-modules.ts): another class of the file keeping a
  // member of that name says nothing of this one's.
  if (!path || path.startsWith('this.')) return undefined;
  const value = constants.lookup?.(path, current.start);
  return value ? libraryOf(value) : undefined;
}
