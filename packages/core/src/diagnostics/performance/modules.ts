import { type AstNode, isAstNode, walk } from '../ast';
import type { BoundExport } from './bindings';
import type { InstanceLibrary } from './client-instances';
import { MODULES } from './clients';
import { closedObject, writtenKeys } from './closed-exports';
import { moduleLocals } from './dispatcher-returns';
import { evaluateNumber, toPath, unwrap } from './evaluate';
import { type ExportedFactory, exportedFactories } from './exported-factories';
import { configlessInstance, dropConfiguredInstances } from './exported-instances';
import {
  addAssignedStatics,
  addObjectNumbers,
  isClassValue,
  nestNumbers,
  openObject,
  property,
} from './exported-objects';
import { exportedReturns, type ReturnShape } from './exported-returns';
import { mayCallFactory } from './factory-instances';
import { exportedHandBacks } from './handed-back';
import { classMemberInstances, type MemberInstance } from './member-instances';
import { FUNCTIONS } from './node-paths';
import { collectReExports, isReExport, type ReExport } from './re-exports';
import { findUndiciPassThrough } from './undici-pass-throughs';
import { unsetGetters } from './unset-getters';

/**
 * A function the project defines around an HTTP call whose bound is one of its parameters
 * (`fetchWithTimeout(url, init, timeoutMs = 30000)`): its own default is judged at the call inside it; a
 * caller that passes that parameter is judged by what it passes.
 */
export interface HttpWrapper {
  /** Index of the parameter that bounds the call. */
  index: number;
  name: string;
  /** The parameter has a default of its own (`timeoutMs = 30000`): a caller passing nothing gets that. */
  defaulted?: true;
  /**
   * A fetch pass-through of another module (`request(url, init, fetcher = globalThis.fetch)` sending
   * `fetcher(url, init)` and adding no bound): the index of the init it sends, judged at each caller as a fetch
   * init. `index` is then -1 (no bound parameter).
   */
  init?: number;
  /** The init is handed to undici's `request` / `stream`, not a fetch (undici-pass-throughs.ts). */
  undici?: true;
  /** A helper of the file handing its init to a fetch through other helpers (chained-pass-throughs.ts). */
  chained?: true;
  /** The bound is the parameter times this (`setTimeout(abort, timeout * 1000)`: seconds). */
  scale?: number;
  /** The parameter's default as a path (`timeout = this.config.timeout`): a caller handing on the same is no choice. */
  fallback?: string;
}

/**
 * What one module exports that a sibling importing it needs to judge its calls: numbers (`export const
 * DEFAULT_TIMEOUT_MS = 60000`, `exports.X = …`), clients it re-exports (`module.exports = node_fetch_1.default`)
 * and wrappers. Read from the module's top-level statements only, so it is cheap enough for every file.
 */
export interface HttpModuleSummary {
  /** Also an exported object's or class's numbers, by dotted name (`Environment.timeout`: exported-objects.ts). */
  numbers: Map<string, number>;
  /** By export name; `module` for `module.exports = client` (what `require` returns). */
  clients: Map<string, BoundExport>;
  wrappers: Map<string, HttpWrapper>;
  /** Client instances it exports made with no config (`module.exports = axios.create()`: exported-instances.ts). */
  instances?: Map<string, InstanceLibrary>;
  /** Per exported class, its members set once to an instance made with no config (member-instances.ts). */
  memberInstances?: Map<string, Map<string, MemberInstance>>;
  /** What an exported function returns, as a shape (exported-returns.ts), made on first request. */
  returns?: (name: string) => ReturnShape | undefined;
  /** The parameter an exported function gives back, as is or extended (handed-back.ts), read on request. */
  handsBack?: (name: string) => number | undefined;
  /** The instance an exported function builds from its caller's config (exported-factories.ts), read on request. */
  factories?: () => ReadonlyMap<string, ExportedFactory>;
  /** What it passes on from other modules of the project (`export * from './defaults'`), followed on demand. */
  reexports?: ReExport[];
  /** The keys of each exported object literal that lists all of them (closed-exports.ts); `module` too. */
  keys?: Map<string, string[]>;
  /** Its classes' getters of a member left unset unless a setter is called (unset-getters.ts). */
  unsetGetters?: Map<string, string[]>;
}

/** Finds the summary of a module imported by a relative specifier (`./constants`), if the project has one. */
export type HttpModuleResolver = (specifier: string) => HttpModuleSummary | undefined;

/** A parameter named for a bound in ms (`timeout`, `ms`, `requestTimeoutMs`, `deadline`). */
export const TIMEOUT_PARAM = /^(ms|timeout\w*|\w*timeout|\w*TimeoutMs|deadline\w*)$/i;
/** A helper that makes a signal aborted after `ms` (Fern's `getTimeoutSignal(timeoutMs)`, `timeoutSignal(ms)`). */
const TIMEOUT_SIGNAL = /(^|\.)((get|create|make|new)?timeoutSignal|signalWithTimeout|abortSignalTimeout)$/i;
/** A callee that sends a request (or makes a client): `fetch`, `axios.get`, `got.extend`, `https.request`… */
const REQUEST_CALLEE =
  /fetch|request|axios|got|ky|http|undici|superagent|needle|gaxios|(^|\.)(get|post|put|patch|delete|head|create|extend)$/i;

/** The parameter of a function that bounds an HTTP call inside it, if one does. */
export function findWrapper(fn: AstNode, name: string): HttpWrapper | undefined {
  const params = (fn.params as AstNode[] | undefined) ?? [];
  const candidates = new Map<string, number>();
  for (let index = 0; index < params.length; index++) {
    const param = params[index] as AstNode;
    const id = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
    if (id.type === 'Identifier' && TIMEOUT_PARAM.test(String(id.name)))
      candidates.set(String(id.name), index);
  }
  if (candidates.size === 0 || !isAstNode(fn.body)) return undefined;
  let found: HttpWrapper | undefined;
  walk(fn.body, (node, ancestors) => {
    if (found) return false;
    if (node.type !== 'CallExpression' && node.type !== 'Property') return undefined;
    // `AbortSignal.timeout(ms)`, `setTimeout(() => c.abort(), ms)`, or `{ timeout: ms }` in the options of a
    // call that looks like a request (`redis.set(k, v, { timeout })` is no HTTP call).
    let used: AstNode | undefined;
    if (node.type === 'Property') {
      const key = node.key as AstNode;
      const call = ancestors[ancestors.length - 2];
      const callee =
        call?.type === 'CallExpression' || call?.type === 'NewExpression'
          ? toPath(call.callee as AstNode)
          : undefined;
      if (
        !node.computed &&
        key.type === 'Identifier' &&
        /^(timeout|signal)$/.test(String(key.name)) &&
        callee &&
        REQUEST_CALLEE.test(callee)
      )
        used = node.value as AstNode;
    } else {
      const callee = toPath(node.callee as AstNode);
      const args = node.arguments as AstNode[];
      if (callee === 'AbortSignal.timeout' || TIMEOUT_SIGNAL.test(callee ?? '')) used = args[0];
      if (callee === 'setTimeout' && args[1] && args[0] && mentionsAbort(args[0])) used = args[1];
    }
    let value = used ? unwrap(used) : undefined;
    // `timeout * 1000`: a parameter in seconds.
    const factor =
      value?.type === 'BinaryExpression' && value.operator === '*' ? (value.right as AstNode) : undefined;
    const scale = factor?.type === 'Literal' && typeof factor.value === 'number' ? factor.value : undefined;
    if (scale !== undefined) value = unwrap(value?.left as AstNode);
    const index = value?.type === 'Identifier' ? candidates.get(String(value.name)) : undefined;
    if (index !== undefined)
      found = {
        index,
        name,
        ...(params[index]?.type === 'AssignmentPattern' ? { defaulted: true as const } : {}),
        ...fallbackOf(params[index]),
        ...(scale !== undefined ? { scale } : {}),
      };
    return undefined;
  });
  return found;
}

/** `{ fallback }` for a parameter defaulting to a path (`timeout = this.config.timeout`). */
function fallbackOf(param: AstNode | undefined): { fallback?: string } {
  const path = param?.type === 'AssignmentPattern' ? toPath(param.right as AstNode) : undefined;
  return path?.includes('.') ? { fallback: path } : {};
}

const GLOBAL_FETCH_PATH = /^((globalThis|window|self)\.)?fetch$/;

/**
 * A function that sends `fetcher(url, init)` with its own parameters, where `fetcher` is the global fetch or a
 * parameter defaulting to it, and nothing in it names a signal, a timer or an abort: the caller's init is what
 * is sent (see `HttpWrapper.init`).
 */
export function findFetchPassThrough(fn: AstNode, name: string): HttpWrapper | undefined {
  const params = (fn.params as AstNode[] | undefined) ?? [];
  const names = params.map((param) => {
    const id = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
    return id.type === 'Identifier' ? String(id.name) : undefined;
  });
  const fetchers = new Set<string>();
  for (const [index, param] of params.entries()) {
    const fallback = param.type === 'AssignmentPattern' ? (param.right as AstNode) : undefined;
    const label = names[index];
    if (label && fallback && GLOBAL_FETCH_PATH.test(toPath(fallback) ?? '')) fetchers.add(label);
    // `(fetch: Fetch, url, init)`: the caller's fetch, handed in under the global's name.
    if (label === 'fetch') fetchers.add(label);
  }
  if (!isAstNode(fn.body)) return undefined;
  let init: number | undefined;
  let bounded = false;
  let shadowed = false;
  walk(fn.body, (node) => {
    if (bounded) return false;
    if (node.type === 'Identifier' && /signal|timeout|abort/i.test(String(node.name))) bounded = true;
    if (node.type === 'VariableDeclarator' && (node.id as AstNode).name === 'fetch') shadowed = true;
    if (node.type === 'AssignmentExpression') {
      const target = unwrap(node.left as AstNode);
      if (target.type === 'Identifier' && names.includes(String(target.name))) bounded = true;
    }
    if (node.type !== 'CallExpression') return undefined;
    const callee = toPath(unwrap(node.callee as AstNode)) ?? '';
    const isFetch = fetchers.has(callee) || (GLOBAL_FETCH_PATH.test(callee) && !shadowed);
    const second = (node.arguments as AstNode[])[1];
    const given =
      second && unwrap(second).type === 'Identifier' ? names.indexOf(String(unwrap(second).name)) : -1;
    if (isFetch && given >= 0) init = init === undefined || init === given ? given : -1;
    return undefined;
  });
  return !bounded && !shadowed && init !== undefined && init >= 0 ? { index: -1, name, init } : undefined;
}

/** A timer callback that aborts something: `() => controller.abort()`, `abort`, `c.abort.bind(c)`. */
function mentionsAbort(node: AstNode): boolean {
  let found = false;
  walk(node, (inner) => {
    if (found) return false;
    if (inner.type === 'Identifier' && /abort/i.test(String(inner.name))) found = true;
    return undefined;
  });
  return found;
}

/** The client an exported expression is: node-fetch's default, `window.fetch.bind(window)`, either of them. */
function exportedClient(node: AstNode, required: Map<string, BoundExport>): BoundExport | undefined {
  const current = unwrap(node);
  if (current.type === 'ConditionalExpression' || current.type === 'LogicalExpression') {
    const [a, b] =
      current.type === 'ConditionalExpression'
        ? [current.consequent as AstNode, current.alternate as AstNode]
        : [current.left as AstNode, current.right as AstNode];
    const left = exportedClient(a, required);
    const right = exportedClient(b, required);
    return left && right && left.library === right.library && left.member === right.member ? left : undefined;
  }
  if (current.type === 'CallExpression') {
    const callee = toPath(current.callee as AstNode) ?? '';
    // `window.fetch.bind(window)`, `fetch.bind(globalThis)`.
    if (/^((window|globalThis|self)\.)?fetch\.bind$/.test(callee))
      return { library: 'fetch', member: 'fetch' };
    const source = (current.arguments as AstNode[])[0];
    if (callee === 'require' && source?.type === 'Literal') {
      const library = MODULES[String(source.value)];
      return library ? { library, member: library === 'fetch' ? 'fetch' : 'default' } : undefined;
    }
    return undefined;
  }
  const path = toPath(current);
  if (!path) return undefined;
  if (/^((window|globalThis|self)\.)?fetch$/.test(path)) return { library: 'fetch', member: 'fetch' };
  return required.get(path) ?? required.get(path.replace(/\.default$/, ''));
}

/**
 * `module.exports = { fetch: fetch, FormData }` with `fetch = require('isomorphic-fetch')` (zulip-js 2.1.0
 * lib/helper.js): what `require` returns is that object, so its client members are exports by their key
 * (`helper.fetch(url, options)` is isomorphic-fetch's fetch).
 */
function addMemberClients(
  object: AstNode,
  required: Map<string, BoundExport>,
  summary: HttpModuleSummary,
): void {
  for (const member of object.properties as AstNode[]) {
    const key = member.key as AstNode | undefined;
    if (member.type !== 'Property' || member.computed || key?.type !== 'Identifier') continue;
    const value = unwrap(member.value as AstNode);
    // A bare name is a client only when bound to one here (`var fetch = require('./own-fetch')` is not).
    const client =
      value.type === 'Identifier' ? required.get(String(value.name)) : exportedClient(value, required);
    if (client) summary.clients.set(String(key.name), client);
  }
}

/** `require('node-fetch')` (through tsc's interop helpers), by local name. */
function requiredClients(body: readonly AstNode[]): Map<string, BoundExport> {
  const required = new Map<string, BoundExport>();
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      const library = MODULES[String((statement.source as AstNode).value)];
      if (!library) continue;
      for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
        if (specifier.type !== 'ImportSpecifier')
          required.set(String((specifier.local as AstNode).name), {
            library,
            member: library === 'fetch' ? 'fetch' : 'default',
          });
      }
      continue;
    }
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      let init = isAstNode(declarator.init) ? unwrap(declarator.init) : undefined;
      if (init?.type === 'CallExpression' && (init.arguments as AstNode[]).length === 1) {
        const callee = toPath(init.callee as AstNode) ?? '';
        if (/(__importDefault|__importStar|_interopRequireDefault)$/.test(callee))
          init = (init.arguments as AstNode[])[0];
      }
      const client = init ? exportedClient(init, new Map()) : undefined;
      if (client && id.type === 'Identifier') required.set(String(id.name), client);
    }
  }
  return required;
}

/** Whether a top-level import of the module binds `name`. */
function importsName(body: readonly AstNode[], name: string): boolean {
  return body.some(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      ((statement.specifiers as AstNode[]) ?? []).some((item) => (item.local as AstNode).name === name),
  );
}

/** `exports.X`, `module.exports.X` → `X`; `module.exports` → `module`; `exports.default` → `default`. */
function exportName(target: AstNode): string | undefined {
  const path = toPath(target);
  if (path === 'module.exports') return 'module';
  const match = /^(?:module\.)?exports\.(\w+)$/.exec(path ?? '');
  return match?.[1];
}

/**
 * The exports of one module a sibling can use (see `HttpModuleSummary`). With the module's `text`, a function
 * whose source never says `fetch` is not walked for a fetch pass-through (it cannot send one): most exported
 * functions of a project are not.
 */
export function summarizeHttpModule(program: AstNode, text?: string): HttpModuleSummary {
  const summary: HttpModuleSummary = { numbers: new Map(), clients: new Map(), wrappers: new Map() };
  const body = (program.body as AstNode[] | undefined) ?? [];
  const constants = new Map<string, AstNode>();
  const functions = new Map<string, AstNode>();
  const classes = new Map<string, AstNode>();
  const exported: { name: string; value: AstNode }[] = [];
  const addDeclaration = (declaration: AstNode, isExported: boolean): void => {
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        if (id.type !== 'Identifier' || !isAstNode(declarator.init)) continue;
        const name = String(id.name);
        if (declaration.kind === 'const') constants.set(name, declarator.init);
        if (FUNCTIONS.has(unwrap(declarator.init).type)) functions.set(name, unwrap(declarator.init));
        // `const C = class {…}`, tsc's `var C = (function () { …; return C; }())`: statics read on export.
        if (isClassValue(unwrap(declarator.init))) classes.set(name, unwrap(declarator.init));
        if (isExported) exported.push({ name, value: id });
      }
    } else if (declaration.type === 'FunctionDeclaration' && isAstNode(declaration.id)) {
      const name = String(declaration.id.name);
      functions.set(name, declaration);
      if (isExported) exported.push({ name, value: declaration.id });
    } else if (declaration.type === 'ClassDeclaration' && isAstNode(declaration.id)) {
      classes.set(String(declaration.id.name), declaration);
      if (isExported) exported.push({ name: String(declaration.id.name), value: declaration.id });
    }
  };
  const reexporting = body.some(isReExport);
  const cheap =
    reexporting ||
    body.some(
      (statement) =>
        statement.type.startsWith('Export') ||
        (statement.type === 'ExpressionStatement' &&
          (statement.expression as AstNode).type === 'AssignmentExpression'),
    );
  if (!cheap) return summary;
  if (reexporting || body.some((statement) => statement.type === 'ExportNamedDeclaration')) {
    const reexports = collectReExports(body);
    if (reexports.length > 0) summary.reexports = reexports;
  }
  const required = requiredClients(body);
  const sendsUndici = [...required.values()].some((client) => client.library === 'undici');
  for (const statement of body) {
    if (statement.type === 'ExportNamedDeclaration') {
      if (isAstNode(statement.declaration)) addDeclaration(statement.declaration, true);
      const source = isAstNode(statement.source) ? MODULES[String(statement.source.value)] : undefined;
      for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
        const local = specifier.local as AstNode;
        const name = String((specifier.exported as AstNode).name ?? (specifier.exported as AstNode).value);
        // `export { default } from 'node-fetch'`, `export { default as fetch } from 'node-fetch'`.
        if (source && String(local.name ?? local.value) === 'default')
          summary.clients.set(name, { library: source, member: source === 'fetch' ? 'fetch' : 'default' });
        else if (!source) exported.push({ name, value: local });
      }
    } else if (statement.type === 'ExportDefaultDeclaration' && isAstNode(statement.declaration)) {
      const declaration = statement.declaration;
      if (declaration.type === 'FunctionDeclaration') {
        functions.set('default', declaration);
        exported.push({ name: 'default', value: { ...declaration, type: 'Identifier', name: 'default' } });
      } else exported.push({ name: 'default', value: declaration });
    } else if (statement.type === 'ExpressionStatement') {
      const expression = statement.expression as AstNode;
      if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') continue;
      const name = exportName(expression.left as AstNode);
      if (name) exported.push({ name, value: expression.right as AstNode });
    } else addDeclaration(statement, false);
  }
  const statics = new Map<string, number>();
  const returning = new Map<string, AstNode>();
  const instanceLocals = new Map<string, string>();
  if (classes.size > 0) addAssignedStatics(classes, body, constants, statics);
  for (const { name, value } of exported) {
    const current = unwrap(value);
    // `import fetch from './own-fetch.js'; export { fetch }`: that module's value, not the global fetch.
    const shadowed = current.type === 'Identifier' && importsName(body, String(current.name));
    const client =
      shadowed && !required.has(String(current.name)) ? undefined : exportedClient(current, required);
    if (client) {
      summary.clients.set(name, client);
      continue;
    }
    const members =
      current.type === 'Identifier'
        ? classMemberInstances(classes.get(String(current.name)), constants, required)
        : undefined;
    if (members) {
      summary.memberInstances ??= new Map();
      summary.memberInstances.set(name, members);
    }
    const instance = configlessInstance(current, constants, required);
    if (instance) {
      summary.instances ??= new Map();
      summary.instances.set(name, instance);
      if (current.type === 'Identifier') instanceLocals.set(name, String(current.name));
      continue;
    }
    if (name === 'module' && current.type === 'ObjectExpression')
      addMemberClients(current, required, summary);
    const fn =
      current.type === 'Identifier'
        ? functions.get(String(current.name))
        : FUNCTIONS.has(current.type)
          ? current
          : undefined;
    const mayFetch = fn && (text === undefined || text.slice(fn.start, fn.end).includes('fetch'));
    const wrapper = fn
      ? (findWrapper(fn, name) ??
        (mayFetch ? findFetchPassThrough(fn, name) : undefined) ??
        (sendsUndici ? findUndiciPassThrough(fn, name, required) : undefined))
      : undefined;
    if (wrapper) {
      summary.wrappers.set(name, wrapper);
      continue;
    }
    if (fn) returning.set(name, fn);
    const number = evaluateNumber(current, constants);
    // `exports.X = void 0` (tsc's forward declaration) is not a number and is skipped.
    if (number !== undefined) summary.numbers.set(name, number);
    else addObjectNumbers(name, current, constants, classes, summary.numbers);
    const keys = number === undefined ? writtenKeys(current, constants) : undefined;
    if (keys) {
      summary.keys ??= new Map();
      summary.keys.set(name, keys);
    }
    // `Client.DEFAULTS = {…}` after `class Client {}`: the class's statics, under its exported name.
    const local = current.type === 'Identifier' ? String(current.name) : undefined;
    for (const [key, value] of statics)
      if (local && key.startsWith(`${local}.`)) summary.numbers.set(name + key.slice(local.length), value);
  }
  if (summary.instances) dropConfiguredInstances(program, summary.instances, instanceLocals);
  // What an exported function returns (a request's init it builds): read only when an importer's call asks.
  // An undici Agent it returns is read with the module's own names (dispatcher-returns.ts).
  const locals = moduleLocals(body, required, (node) => evaluateNumber(node, constants));
  if (returning.size > 0) summary.returns = exportedReturns(functions, returning, locals);
  if (returning.size > 0) summary.handsBack = exportedHandBacks(returning);
  if (returning.size > 0 && required.size > 0 && (text === undefined || mayCallFactory(text)))
    summary.factories = exportedFactories(functions, returning, required, body);
  const unset = classes.size > 0 ? unsetGetters(program, text) : undefined;
  if (unset?.size) summary.unsetGetters = unset;
  return summary;
}

/** The object a named import stands for; a default import of `module.exports = {…}` is that object. */
export function importedObject(
  numbers: ReadonlyMap<string, number>,
  imported: string,
  keys?: ReadonlyMap<string, readonly string[]>,
): AstNode | undefined {
  const nested = nestNumbers(numbers);
  const name = nested.has(imported) || imported !== 'default' ? imported : 'module';
  const object = nested.get(name);
  return object && closedObject(object, keys?.get(name));
}

/** A literal node for a number known from another module (positions 0: it has no place in this file). */
export function literal(value: number): AstNode {
  return { type: 'Literal', value, start: 0, end: 0 };
}

/** An object literal standing for a module's exported numbers (`constants_1.DEFAULT_TIMEOUT_MS`). */
export function numbersObject(
  exported: ReadonlyMap<string, number>,
  keys?: ReadonlyMap<string, readonly string[]>,
): AstNode {
  // `module.exports = { timeout: 310000 }` (a JSON file too, json-modules.ts): the module is that object.
  const numbers = new Map([...exported].map(([name, value]) => [name.replace(/^module\./, ''), value]));
  for (const [name, value] of exported) if (!name.startsWith('module.')) numbers.set(name, value);
  const plain = [...numbers].filter(([name]) => !name.includes('.'));
  const nested = [...nestNumbers(numbers)].map(([name, object]) => property(name, object));
  // Open: the module may export more than its numbers (an unknown spread stands for the rest), unless it is
  // one `module.exports = {…}` that lists every key (closed-exports.ts).
  const object = openObject([...plain.map(([name, value]) => property(name, literal(value))), ...nested]);
  const whole = [...exported.keys()].every((name) => name.startsWith('module.'));
  return whole ? closedObject(object, keys?.get('module')) : object;
}
