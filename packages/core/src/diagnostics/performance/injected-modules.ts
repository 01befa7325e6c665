// Client modules handed in rather than imported: a parameter that is axios (by its type or its default), and
// the agent of a node http(s) request, which never bounds it by itself.
import { type AstNode, isAstNode } from '../ast';
import type { HttpLibrary } from './clients';
import {
  type Constants,
  evaluateTest,
  resolveNode,
  returnedBy,
  ScopedConstants,
  toPath,
  valueByDefault,
} from './evaluate';
import { urlOnlyProxyAgent } from './proxy-agents';
import { unsetAfterFailedTry } from './try-assigned';

/** The types that say a value is the axios module itself (an `AxiosInstance` carries its maker's defaults). */
const AXIOS_STATIC = /^AxiosStatic$/;

/** A parameter bound to a client: its name, the client, and whether it is also `this.<name>` (TS `protected x`). */
export interface InjectedParameter {
  name: string;
  library: HttpLibrary;
  onThis: boolean;
  /** The global fetch (`doFetch: typeof fetch`, `f = globalThis.fetch`), not node-fetch's. */
  global?: true;
  /** Named by the bare word `fetch`, which a function of the file by that name would shadow. */
  bare?: true;
}

const GLOBAL_FETCH = /^((globalThis|window|self)\.)?fetch$/;

/**
 * Whether the file says `AxiosStatic` anywhere, remembered for the file last asked: every function with
 * parameters asks, and searching the whole text each time made a bundle of thousands of functions quadratic.
 */
let lastText: string | undefined;
let lastMentions = false;
function mentionsAxiosStatic(text: string): boolean {
  if (text !== lastText) {
    lastText = text;
    lastMentions = text.includes('AxiosStatic');
  }
  return lastMentions;
}

/**
 * The names a function's JSDoc types as the axios module (`@param {AxiosStatic} axios`): compiled JavaScript
 * keeps the type only there. Only a comment that ends right before the function counts.
 */
export function documentedAxios(fn: AstNode, text: string | undefined): ReadonlySet<string> {
  if (!text || !mentionsAxiosStatic(text)) return new Set();
  const before = text.slice(Math.max(0, fn.start - 4000), fn.start);
  // `/** … */` then at most a few words (`export`, `async`, `function name`, `const name =`, a method's name).
  const match = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*(?:[\w$]+\s*=?\s*){0,4}$/.exec(before);
  if (!match?.[1]) return new Set();
  const names = new Set<string>();
  // `{AxiosStatic}`, `{axios.AxiosStatic}`, `{import('axios').AxiosStatic}`.
  for (const [, type, name] of match[1].matchAll(/@param\s+\{([^{}]+)\}\s+\[?([\w$]+)/g))
    if (type && name && AXIOS_STATIC.test(type.trim().split('.').pop() ?? '')) names.add(name);
  return names;
}

/**
 * A parameter that is a client: typed `AxiosStatic` (in TypeScript or its JSDoc), or defaulting to a client
 * module the file imports (`axios = axios_1.default`, `protected axios: AxiosInstance = globalAxios`).
 * A parameter merely named `axios` is not known to be it.
 */
export function injectedParameter(
  param: AstNode,
  documented: ReadonlySet<string>,
  libraryOf: (node: AstNode) => HttpLibrary | undefined,
): InjectedParameter | undefined {
  const onThis = param.type === 'TSParameterProperty';
  const inner = onThis ? (param.parameter as AstNode) : param;
  const id = inner.type === 'AssignmentPattern' ? (inner.left as AstNode) : inner;
  if (id.type !== 'Identifier') return undefined;
  const name = String(id.name);
  const fallback = inner.type === 'AssignmentPattern' ? (inner.right as AstNode) : undefined;
  const byDefault = fallback ? libraryOf(fallback) : undefined;
  if (byDefault) return { name, library: byDefault, onThis };
  if (documented.has(name) || AXIOS_STATIC.test(typeName(id) ?? ''))
    return { name, library: 'axios', onThis };
  const queried = queriedType(id);
  const fetchDefault = fallback ? GLOBAL_FETCH.test(toPath(fallback) ?? '') : false;
  if (fetchDefault || GLOBAL_FETCH.test(queried ?? '')) {
    const bare = (fallback ? toPath(fallback) : queried) === 'fetch';
    return { name, library: 'fetch', onThis, global: true, ...(bare ? { bare } : {}) };
  }
  // `http: typeof axios`, `transport: typeof https`: the type of a module the file imports.
  const byType =
    queried && !queried.includes('.')
      ? libraryOf({ type: 'Identifier', name: queried, start: id.start, end: id.end })
      : undefined;
  return byType ? { name, library: byType, onThis } : undefined;
}

/** `x: typeof fetch`, `x: typeof globalThis.fetch` → `fetch`, `globalThis.fetch`. */
function queriedType(id: AstNode): string | undefined {
  const annotation = isAstNode(id.typeAnnotation) ? id.typeAnnotation.typeAnnotation : undefined;
  if (!isAstNode(annotation) || annotation.type !== 'TSTypeQuery') return undefined;
  const name = annotation.exprName as AstNode;
  if (name.type === 'Identifier') return String(name.name);
  if (name.type === 'TSQualifiedName')
    return `${String((name.left as AstNode).name)}.${String((name.right as AstNode).name)}`;
  return undefined;
}

/** `x: AxiosStatic`, `x: axios.AxiosStatic` → `AxiosStatic`. */
function typeName(id: AstNode): string | undefined {
  const annotation = isAstNode(id.typeAnnotation) ? id.typeAnnotation.typeAnnotation : undefined;
  if (!isAstNode(annotation) || annotation.type !== 'TSTypeReference') return undefined;
  const name = annotation.typeName as AstNode;
  if (name.type === 'Identifier') return String(name.name);
  if (name.type === 'TSQualifiedName') return String((name.right as AstNode).name);
  return undefined;
}

/**
 * An `agent` that leaves a node http(s) request without a bound on some path: none (`undefined`, `false`), or
 * node's own `Agent`, whose `timeout` only emits 'timeout' on an idle socket (node never aborts the request for
 * it). A choice at run time counts when one of its paths is one (as `cond ? x : 60000` is judged by its visible
 * default). Any other agent (the caller's, a library's) may end idle sockets itself: not known.
 */
export function agentLeavesUnbounded(
  node: AstNode,
  constants: Constants,
  http: HttpNames,
  depth = 0,
): boolean {
  if (depth > 6) return false;
  // `let agent; try { agent = new ProxyAgent() } catch {}`: nothing when the try fails (try-assigned.ts).
  if (unsetAfterFailedTry(node, constants instanceof ScopedConstants ? constants.program : undefined))
    return true;
  const agent = resolveNode(node, constants);
  if (
    (agent.type === 'Literal' && (agent.value === null || agent.value === false)) ||
    (agent.type === 'Identifier' && agent.name === 'undefined')
  )
    return true;
  // `agent: options.agent`: the caller's optional agent, absent unless the caller gives one.
  if (valueByDefault(node, constants) === 'absent') return true;
  const again = (next: AstNode): boolean => agentLeavesUnbounded(next, constants, http, depth + 1);
  if (agent.type === 'ConditionalExpression') {
    const test = evaluateTest(agent.test as AstNode, constants);
    if (test !== undefined) return again((test ? agent.consequent : agent.alternate) as AstNode);
    return again(agent.consequent as AstNode) || again(agent.alternate as AstNode);
  }
  // `options.agent ?? new https.Agent()`: the agent the call gets when the caller gives none.
  if (agent.type === 'LogicalExpression' && (agent.operator === '??' || agent.operator === '||'))
    return again(agent.right as AstNode);
  // `agent: getProxyAgent()`, a function of the file returning `customProxyAgent || undefined`
  // (@keeper-security/secrets-manager-core nodePlatform.ts): read as what it returns.
  const returned = agent.type === 'CallExpression' ? returnedBy(agent, constants) : undefined;
  if (returned) return again(returned);
  // `this.agent` set in several branches (heroku-client 3.1.4 lib/request.js lines 48-75: a tunnel agent when a
  // proxy is configured, else `new https.Agent({ maxSockets })`): a choice too, counted by its paths.
  const path = agent.type === 'MemberExpression' ? toPath(agent) : undefined;
  const bound =
    path?.startsWith('this.') && constants instanceof ScopedConstants ? constants.bindings.get(path) : [];
  if (bound && bound.length > 1) return bound.some((binding) => binding.init !== null && again(binding.init));
  // `new HttpsProxyAgent(process.env.HTTPS_PROXY)`: node's Agent by another name (proxy-agents.ts).
  const program = constants instanceof ScopedConstants ? constants.program : undefined;
  if (urlOnlyProxyAgent(agent, constants, program)) return true;
  // `new https.Agent({ keepAlive, timeout })`, `new Agent()` imported from 'https', `https.globalAgent`.
  if (agent.type === 'NewExpression') {
    const callee = agent.callee as AstNode;
    if (callee.type === 'Identifier') return http.exported(String(callee.name)) === 'Agent';
    return isMember(callee, 'Agent') && http.module(callee.object as AstNode);
  }
  return isMember(agent, 'globalAgent') && http.module(agent.object as AstNode);
}

/** How the file names node's http module: a name or expression bound to it, and its imported exports. */
export interface HttpNames {
  module: (node: AstNode) => boolean;
  /** The http export a local name is bound to (`Agent` for `import { Agent } from 'https'`). */
  exported: (name: string) => string | undefined;
}

function isMember(node: AstNode, property: string): boolean {
  return node.type === 'MemberExpression' && !node.computed && (node.property as AstNode).name === property;
}
