// Where a request's signal or init comes from, followed back to the SDK user's options: through the file's
// locals, `this.x` stored by a constructor, the file's every call of a helper or construction of a class, and
// (through `HandedArguments`) the calls other kept modules of the package make of an exported helper. A value
// is "absent by default" only when every path ends in nothing (no argument, `undefined`, an object lacking the
// key) or in the user's own optional option with no default (`options?.signal`, `config.fetchConfig` tested or
// defaulted to `{}`); any path that ends elsewhere (a call, a module not kept, a spread not visible) leaves the
// request "not judged", as before. Computed only for a request whose bound is otherwise unknown.
import { type AstNode, isAstNode } from '../ast';
import { CALLER_ONLY } from './caller-optional';
import type { Parameter } from './constants';
import {
  getProperty,
  resolveNode,
  resolveObject,
  returnedBy,
  ScopedConstants,
  toPath,
  unwrap,
} from './evaluate';
import { exportedFactoryMethod } from './factory-methods';
import { factoryReturning, handedObject } from './handed-arguments';
import type { HandedArguments, JudgeContext } from './judge-context';
import { builtHere, mergedParts } from './merged-parts';
import { descendTo, propertyKey } from './node-paths';
import { optionalInOwnType } from './optional-members';
import { missing, type Verdict } from './verdict';

/** How the reason of a request judged by its callers' values begins (the scanner judges its file again). */
export const NO_BOUND_BY_DEFAULT = 'no bound by default';
/** How far a value is followed (hops through locals, members, call sites and constructions). */
const MAX_DEPTH = 20;
/** Names of a whole fetch init an SDK's user hands in (`fetchOpts`, `fetchOptions`, `requestInit`). */
const FETCH_INIT = /^(fetchOpts|fetchOptions|fetchInit|requestInit)$/;

interface Trace {
  context: JudgeContext;
  handed: HandedArguments | undefined;
  depth: number;
  /**
   * The path read a member off a value (`options?.signal`, `this.config.fetchConfig`): the user's value is then
   * an option of theirs, not a fetch init they hand through whole (a pass-through, judged at its callers).
   */
  extracted: boolean;
  /** A key a function on the way marks optional (`configOrRequester?.signal`): optional in its callers' values. */
  optionalKey?: string;
}

/**
 * `node` read through `keys` (`init` with `['signal']`) when every visible path leaves it absent by default:
 * a short description of where it comes from (`the caller's optional \`options?.signal\``); else `undefined`.
 * @example absentByDefault(context, initNode, ['signal']) // "the caller's optional `config.fetchConfig`"
 */
export function absentByDefault(
  context: JudgeContext,
  node: AstNode,
  keys: readonly string[],
  handed?: HandedArguments,
): string | undefined {
  if (!(context.constants instanceof ScopedConstants)) return undefined;
  const found: string[] = [];
  const ok = absent({ context, handed, depth: 0, extracted: false }, node, keys, found);
  // `''`: absent, but only through the file's own literals (no user option on the way).
  return ok ? (found[0] ?? '') : undefined;
}

function absent(trace: Trace, node: AstNode, keys: readonly string[], found: string[]): boolean {
  if (trace.depth > MAX_DEPTH) return false;
  const next: Trace = { ...trace, depth: trace.depth + 1 };
  const constants = trace.context.constants as ScopedConstants;
  const written = unwrap(node);
  if (!assignedAbsent(next, written, keys, found)) return false;
  // A parameter (`init?:` is bound to `undefined` for the judges): decided by its callers, not by that binding.
  if (written.type === 'Identifier' && parameterOf(trace.context, written))
    return parameterAbsent(next, written, keys, found);
  const current = resolveNode(written, constants);
  if (isNothing(current)) return true;
  switch (current.type) {
    case 'ObjectExpression':
      return keys.length === 0 ? false : objectLacks(next, current, keys, found);
    case 'LogicalExpression': {
      const left = current.left as AstNode;
      const right = current.right as AstNode;
      // `a && { signal }`: nothing when `a` is; `a || b`, `a ?? b`: each side.
      if (current.operator === '&&') return absent(next, left, [], found) || absent(next, right, keys, found);
      return absent(next, left, keys, found) && absent(next, right, keys, found);
    }
    case 'ConditionalExpression':
      return (
        absent(next, current.consequent as AstNode, keys, found) &&
        absent(next, current.alternate as AstNode, keys, found)
      );
    case 'CallExpression': {
      const parts = keys.length > 0 ? mergedParts(current, keys[0] as string) : undefined;
      const merged: Trace = { ...next, extracted: next.extracted || (!!parts && builtHere(parts)) };
      if (parts) return parts.every((part) => absent(merged, part, keys, found)); // merged-parts.ts
      // `perHopInit('manual')`: what a function of the file hands back (`return { signal: abortSignal, … }`).
      const returned = keys.length > 0 ? returnedBy(current, constants) : undefined;
      if (returned) return absent(next, returned, keys, found);
      // `signal()` of a signal-or-function option: only called when the option is set.
      if (keys.length > 0) return false;
      return absent(next, current.callee as AstNode, [], found);
    }
    case 'MemberExpression': {
      if (current.computed) return false;
      const key = String((current.property as AstNode).name);
      const object = current.object as AstNode;
      // `...opts.fetchOpts` read for its signal: the user's whole fetch init handed through, not an option of theirs
      // (inngest 4.24.0 experimental/durable-endpoints/client.js:22, a pass-through judged at its callers).
      const init = keys.length === 1 && keys[0] === 'signal' && FETCH_INIT.test(key);
      const read: Trace = { ...next, extracted: next.extracted || !init };
      const view = resolveObject(object, constants);
      if (view) {
        const value = getProperty(view, key);
        if (value === 'absent') return true;
        if (value !== 'unknown') return absent(read, value, keys, found);
        if (!view.openBy || [...view.properties.keys()].includes(key)) return false;
        return view.openBy.every((spread) => absent(read, spread, [key, ...keys], found));
      }
      return absent(read, object, [key, ...keys], found);
    }
    case 'Identifier':
      return parameterAbsent(next, current, keys, found);
    default:
      return false;
  }
}

/**
 * Keys the file assigns on the value after making it (`config.fetchConfig = {}` under `if (!config.fetchConfig)`,
 * `init.signal = …`): each value assigned to the key read must be absent too; a computed key is not known.
 */
function assignedAbsent(trace: Trace, written: AstNode, keys: readonly string[], found: string[]): boolean {
  const constants = trace.context.constants as ScopedConstants;
  const path = keys.length > 0 ? toPath(written) : undefined;
  const sites = path ? constants.mutatedSites.get(path) : undefined;
  if (!sites || !trace.context.program) return true;
  for (const site of sites) {
    if (site.key === '*') return false;
    if (site.key !== keys[0]) continue;
    const assignment = nodeStartingAt(trace.context.program, site.at, 'AssignmentExpression');
    if (!assignment || !absent(trace, assignment.right as AstNode, keys.slice(1), found)) return false;
  }
  return true;
}

/** The node of `type` starting at `offset`. */
function nodeStartingAt(program: AstNode, offset: number, type: string): AstNode | undefined {
  return descendTo(program, offset, (node) => node.start === offset && node.type === type);
}

/** `undefined`, `void 0`, `null`. */
function isNothing(node: AstNode): boolean {
  return (
    (node.type === 'Identifier' && node.name === 'undefined') ||
    (node.type === 'UnaryExpression' && node.operator === 'void') ||
    (node.type === 'Literal' && node.value === null)
  );
}

/** An object literal read through `keys`: its own key's value, else every spread after which none sets it. */
function objectLacks(trace: Trace, object: AstNode, keys: readonly string[], found: string[]): boolean {
  const [key, ...rest] = keys as [string, ...string[]];
  const properties = (object.properties as AstNode[]) ?? [];
  for (let i = properties.length - 1; i >= 0; i--) {
    const property = properties[i] as AstNode;
    if (property.type === 'SpreadElement') {
      if (!absent(trace, property.argument as AstNode, keys, found)) return false;
      continue;
    }
    const name = propertyKey(property);
    if (name === undefined) return false;
    if (name === key) return absent(trace, property.value as AstNode, rest, found);
  }
  return true;
}

/**
 * A parameter read through `keys`: what every known caller passes (the file's own calls or constructions, and
 * the kept modules' calls of an exported helper); with no known caller, the user's value, absent by default only
 * when the function marks it optional.
 */
function parameterAbsent(trace: Trace, id: AstNode, keys: readonly string[], found: string[]): boolean {
  const constants = trace.context.constants as ScopedConstants;
  const name = String(id.name);
  const param = parameterOf(trace.context, id);
  if (!param) return false;
  const declared = (param.fn.params as AstNode[] | undefined)?.[param.index];
  if (!declared) return false;
  const fallback = declared.type === 'AssignmentPattern' ? (declared.right as AstNode) : undefined;
  if (fallback && !absent(trace, fallback, keys, [])) return false;
  const sites = callerArguments(trace, param);
  if (sites === 'unknown') return false;
  // A key this function marks optional (`configOrRequester?.signal`) stays optional in what its callers hand on.
  const marked =
    markedOptional(constants, param, declared, name, keys) ||
    (keys.length === 1 && trace.optionalKey === keys[0]);
  const onward: Trace = marked && keys.length === 1 ? { ...trace, optionalKey: keys[0] } : trace;
  if (!sites.every((arg) => arg === 'absent' || absent(onward, arg, keys, found))) return false;
  // A class the file also exports is constructed by its user too: that path must be absent as well.
  const entry = userEntry(trace.context, param);
  const byUser = entry !== undefined && methodOf(trace.context, param.fn)?.method.kind === 'constructor';
  if (sites.length > 0 && !byUser) {
    if (found.length === 0 && trace.handed)
      found.push(`\`${name}\`, which every caller in the package leaves to its user's optional option`);
    return true;
  }
  // The SDK user's own value (an option of theirs, not an init they hand through), only when the function marks
  // it optional itself: a plain parameter may be one every caller fills.
  if (!trace.extracted || !entry || !marked) return false;
  found.push(`the user's option \`${[name, ...keys].join('.')}\`, which has no default`);
  return true;
}

/**
 * The parameter `id` names: a plain one, one with a default, or an optional one (`init?:`, which the file's
 * constants bind to `undefined` at the parameter itself, so its function is found by that binding's range).
 */
export function parameterOf(context: JudgeContext, id: AstNode): Parameter | undefined {
  const constants = context.constants as ScopedConstants;
  const name = String(id.name);
  const param = constants.parameterAt(name, id.start, true);
  if (param) return param;
  const binding = constants.bindingAt(name, id.start);
  const init = binding?.init;
  if (!binding || init?.type !== 'Identifier' || init.name !== 'undefined' || !context.program)
    return undefined;
  const fn = functionAt(context.program, binding.start, binding.end);
  const index = ((fn?.params as AstNode[] | undefined) ?? []).findIndex(
    (p) => p.start === init.start && p.end === init.end,
  );
  return fn && index >= 0 ? { fn, index } : undefined;
}

/** The function spanning exactly `start`..`end`. */
function functionAt(program: AstNode, start: number, end: number): AstNode | undefined {
  return descendTo(
    program,
    start,
    (node) => node.start === start && node.end === end && /Function/.test(node.type),
  );
}

/** Every argument the package gives the parameter (`'absent'` for one not given); `unknown` if not all known. */
function callerArguments(trace: Trace, param: Parameter): (AstNode | 'absent')[] | 'unknown' {
  const constants = trace.context.constants as ScopedConstants;
  const pick = (args: readonly AstNode[]): AstNode | 'absent' | 'unknown' => {
    const arg = args[param.index];
    if (args.slice(0, param.index + 1).some((a) => a.type === 'SpreadElement')) return 'unknown';
    return arg ?? 'absent';
  };
  const out: (AstNode | 'absent')[] = [];
  const made = constants.callSites.has(param.fn) ? undefined : methodOf(trace.context, param.fn);
  const constructed =
    made?.method.kind === 'constructor' ? constructionsOf(trace.context, param.fn) : undefined;
  if (made?.method.kind === 'constructor' && !constructed) return 'unknown';
  const own = constants.callSites.get(param.fn) ?? constructed?.sites;
  for (const args of own ?? []) {
    const arg = pick(args);
    if (arg === 'unknown') return 'unknown';
    out.push(arg);
  }
  const text = (trace.context.constants as ScopedConstants).text;
  // A function an exported factory returns: called by the modules calling what it returns (handed-arguments.ts).
  const program = trace.context.program;
  const handler = program && text ? factoryReturning(program, text, param.fn) : undefined;
  const exported = exportedName(trace.context, param.fn) ?? handler;
  const elsewhere = exported ? trace.handed?.get(exported) : undefined;
  if (!elsewhere) return out;
  // Its calls in this file are not in `callSites` (an exported function): there must be none.
  if (!own && !handler && !onlyDeclared(trace.context, param.fn)) return 'unknown';
  for (const args of elsewhere) {
    const arg = args[param.index];
    if (arg === 'unknown') return 'unknown';
    out.push(arg === 'absent' || arg === undefined ? 'absent' : handedObject(arg.keys));
  }
  return out;
}

/**
 * Who calls the function when nobody in the package is seen to: its user, when it is exported, a class's
 * constructor the file exports or never constructs, or a static method (`entry`); an instance method may also be
 * called by other classes of the file (`method`); `undefined` otherwise.
 */
export function userEntry(context: JudgeContext, param: Parameter): 'entry' | 'method' | undefined {
  const constants = context.constants as ScopedConstants;
  if (constants.callSites.has(param.fn)) return undefined;
  if (constants.exported.has(param.fn) || exportedName(context, param.fn)) return 'entry';
  if (exportedOnly(context, param.fn) || exportedFactoryMethod(param.fn, constants)) return 'entry';
  const method = methodOf(context, param.fn);
  if (!method) return undefined;
  if (method.method.kind !== 'constructor') return method.method.static === true ? 'entry' : 'method';
  const made = constructionsOf(context, param.fn);
  return made !== undefined && (made.exported || made.sites.length === 0) ? 'entry' : undefined;
}

/**
 * The user's value is optional by the function's own word: `options?:` / `= {}` / `| undefined`, read as
 * `options?.` in the function, or tested as a condition (`if (!config.fetchConfig)`).
 */
function markedOptional(
  constants: ScopedConstants,
  param: Parameter,
  declared: AstNode,
  name: string,
  keys: readonly string[],
): boolean {
  const id = declared.type === 'AssignmentPattern' ? (declared.left as AstNode) : declared;
  if (id.optional === true || declared.type === 'AssignmentPattern') return true;
  if (optionalInOwnType(id, keys[0])) return true;
  const annotation = (id.typeAnnotation as AstNode | undefined)?.typeAnnotation as AstNode | undefined;
  if (annotation?.type === 'TSUnionType' && (annotation.types as AstNode[]).some(isUndefinedType))
    return true;
  const paths = keys.map((_, i) => [name, ...keys.slice(0, i + 1)].join('.'));
  if ([name, ...paths].some((path) => constants.tested.has(path))) return true;
  const text = constants.text;
  if (!text) return false;
  // `options?.signal`: the key itself read as optional (`options?.fetch` says nothing of `signal`).
  const body = text.slice(param.fn.start, param.fn.end);
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(`(?<![\\w$.])${escaped}\\?\\.${keys[0] ?? ''}(?![\\w$])`).test(body);
}

function isUndefinedType(type: AstNode): boolean {
  return type.type === 'TSUndefinedKeyword' || type.type === 'TSVoidKeyword';
}

interface Method {
  method: AstNode;
  /** The class's names: its own (`class _Index`) and the variable it is assigned to (`var Index2 = class`). */
  names: string[];
}

/** The method definition whose function is `fn` (a constructor included), found under the program. */
function methodOf(context: JudgeContext, fn: AstNode): Method | undefined {
  const program = context.program;
  if (!program) return undefined;
  return findMethod(program, fn, [], 0);
}

function findMethod(node: AstNode, fn: AstNode, names: string[], depth: number): Method | undefined {
  if (depth > 60 || node.start > fn.start || node.end < fn.end) return undefined;
  if (node.type === 'MethodDefinition' && node.value === fn) return { method: node, names };
  let inner = names;
  if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') {
    const id = node.id as AstNode | null | undefined;
    inner = id?.type === 'Identifier' ? [...names, String(id.name)] : names;
  } else if (node.type === 'VariableDeclarator' && (node.id as AstNode).type === 'Identifier')
    inner = [String((node.id as AstNode).name)];
  else if (node.type !== 'ClassBody' && node.type !== 'VariableDeclaration') inner = [];
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (!isAstNode(child) || child.start > fn.start || child.end < fn.end) continue;
      return findMethod(child, fn, inner, depth + 1);
    }
  }
  return undefined;
}

/** Mentions of a class that only export it (`export { A }`, esbuild's `A: () => A2`, `exports.A = A`). */
const EXPORT_BEFORE = /(?:export\s*\{[^}]*|\(\)\s*=>\s*|exports\.[\w$]+\s*=\s*|module\.exports\s*=\s*)$/;

/**
 * The argument lists of `new C(…)` in the file when `fn` is the constructor of class `C` (under each of its
 * names); `undefined` when it is not a constructor, or the class is handed on (a subclass, a factory's argument)
 * or mentioned where its constructions cannot be seen. `exported` when some mention only exports it.
 */
function constructionsOf(
  context: JudgeContext,
  fn: AstNode,
): { sites: AstNode[][]; exported: boolean } | undefined {
  const found = methodOf(context, fn);
  const text = (context.constants as ScopedConstants).text;
  const program = context.program;
  if (found?.method.kind !== 'constructor' || found.names.length === 0 || !text || !program) return undefined;
  const sites: AstNode[][] = [];
  let exported = false;
  for (const name of found.names) {
    const escaped = name.replace(/\$/g, '\\$');
    for (const match of text.matchAll(new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])`, 'g'))) {
      const at = match.index ?? 0;
      const before = text.slice(Math.max(0, at - 40), at);
      if (/\bnew\s+$/.test(before)) {
        const made = newAt(program, at - (before.length - before.search(/new\s+$/)));
        if (!made) return undefined;
        sites.push(made.arguments as AstNode[]);
      } else if (EXPORT_BEFORE.test(before)) exported = true;
      else if (!/\b(?:class|var|let|const)\s+$/.test(before)) return undefined;
    }
  }
  return { sites, exported };
}

/** The `new` expression starting at `offset`. */
function newAt(program: AstNode, offset: number): AstNode | undefined {
  return nodeStartingAt(program, offset, 'NewExpression');
}

/** Mentions of a name that only export it (`module.exports = { getApi }`, esbuild's `getApi: () => getApi`). */
const EXPORTS_NAME =
  /(?:module\.exports\s*=\s*\{[^}]*|export\s*\{[^}]*|\(\)\s*=>\s*|exports\.[\w$]+\s*=\s*)$/;

/**
 * A top-level function declaration the file names only where it declares it and in export lists (CommonJS's
 * `module.exports = { f }`, esbuild's `f: () => f`), at least once there: its user calls it, and nothing else here.
 */
function exportedOnly(context: JudgeContext, fn: AstNode): boolean {
  const text = (context.constants as ScopedConstants).text;
  const id = fn.type === 'FunctionDeclaration' ? (fn.id as AstNode | null) : undefined;
  if (!text || !id || !((context.program?.body as AstNode[] | undefined) ?? []).includes(fn)) return false;
  const name = String(id.name).replace(/\$/g, '\\$');
  let exported = false;
  for (const match of text.matchAll(new RegExp(`(?<![\\w$.])${name}(?![\\w$])`, 'g'))) {
    const at = match.index ?? 0;
    const before = text.slice(Math.max(0, at - 200), at);
    if (EXPORTS_NAME.test(before)) {
      exported = true;
      continue;
    }
    // The key of esbuild's `getApi: () => getApi` comes before its value.
    const end = at + String(id.name).length;
    if (/^\s*:\s*\(\)\s*=>/.test(text.slice(end, end + 12))) continue;
    if (at === id.start) continue;
    return false;
  }
  return exported;
}

/** A function the file names only where it declares and exports it (never calls or hands it on itself). */
function onlyDeclared(context: JudgeContext, fn: AstNode): boolean {
  const text = (context.constants as ScopedConstants).text;
  const id = fn.id as AstNode | null | undefined;
  if (!text || !id) return false;
  const name = String(id.name).replace(/\$/g, '\\$');
  for (const match of text.matchAll(new RegExp(`(?<![\\w$.])${name}(?![\\w$])`, 'g'))) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 200), match.index);
    if (
      /\bfunction\s*$/.test(before) ||
      /export\s*\{[^}]*$/.test(before) ||
      /exports\.[\w$]+\s*=\s*$/.test(before)
    )
      continue;
    return false;
  }
  return true;
}

/** The name a top-level function is exported by (`export function f`, `export { f as g }`, `exports.g = f`). */
function exportedName(context: JudgeContext, fn: AstNode): string | undefined {
  const program = context.program;
  const own = fn.type === 'FunctionDeclaration' ? (fn.id as AstNode | null) : undefined;
  if (!program || !own || !((program.body as AstNode[]) ?? []).some((s) => s === fn || s.declaration === fn))
    return undefined;
  const name = String(own.name);
  for (const statement of (program.body as AstNode[]) ?? []) {
    if (statement.type === 'ExportNamedDeclaration' && statement.declaration === fn) return name;
    if (statement.type === 'ExportDefaultDeclaration' && statement.declaration === fn) return 'default';
    for (const item of (statement.type === 'ExportNamedDeclaration' && !statement.source
      ? (statement.specifiers as AstNode[])
      : []) ?? []) {
      const exported = item.exported as AstNode;
      if ((item.local as AstNode).name === name) return String(exported.name ?? exported.value);
    }
    const assigned =
      statement.type === 'ExpressionStatement' ? unwrap(statement.expression as AstNode) : undefined;
    const target = assigned?.type === 'AssignmentExpression' ? toPath(assigned.left as AstNode) : undefined;
    const value = assigned?.type === 'AssignmentExpression' ? unwrap(assigned.right as AstNode) : undefined;
    if (target?.startsWith('exports.') && value?.type === 'Identifier' && value.name === name)
      return target.slice('exports.'.length);
  }
  return undefined;
}

/**
 * A fetch whose init, or its signal, is unknown only because it comes from the caller: missing when every path
 * leaves each key that could bound it (`signal`; node-fetch's `timeout`; undici's `dispatcher`) absent.
 */
export function unboundByDefault(
  context: JudgeContext,
  node: AstNode,
  keys: readonly (readonly string[])[],
): Verdict | undefined {
  const origins = keys.map((path) => absentByDefault(context, node, path, context.handed));
  if (origins.some((origin) => origin === undefined)) return undefined;
  // Paths that all end in the file's own literals are the other rules' (a helper's known callers, call-shapes.ts).
  const index = origins.findIndex((origin) => origin);
  if (index < 0) return undefined;
  return missing(
    `${NO_BOUND_BY_DEFAULT}: its ${keys[index]?.join('.') ?? 'signal'} comes from ${origins[index]} (${CALLER_ONLY})`,
  );
}
