// `new EventSource(url)`: a server-sent events stream, an HTTP GET held open that takes no timeout (clients.ts,
// EVENT_SOURCE). The corpus labels one MISSING when nothing closes it on a timer (set 21's @jenkins-cd/sse-gateway
// 0.0.21 src/main/js/SSEConnection.js:161-162, `var EventSource = window.EventSource; var source = new
// EventSource(listenUrl)`, kept in `sseConnection.eventSource` and closed only by disconnect, which no timer calls;
// set 19's contensis decision) and null when a timer does (set 15's @clevercloud/client 12.0.0 streams/logs.*.js,
// whose caller in another file arms a 3 s open timer). Precision first: a source handed anywhere (returned, as
// @clevercloud's and set 6's @growthbook factories do, passed to a call, aliased) is the receiver's to bound, a
// constructor the file binds to anything else (`polyfills.EventSource`, a parameter) is not read, and any timer of
// the file whose callback reaches a `close(` (through the file's functions, by name) leaves every source silent.
import { type AstNode, walk } from '../ast';
import { EVENT_SOURCE } from './clients';
import { collectDeclared } from './declared-names';
import type { FileFacts } from './file-facts';
import { FUNCTIONS, toPath, unwrap } from './node-paths';
import { missing } from './verdict';
import { declaringFunction } from './xhr-holders';

/** A file naming none of these constructs no EventSource. */
export const MENTIONS_EVENT_SOURCE = /EventSource/;

const NATIVE =
  'an EventSource stays open, and reconnects, until `close()` (its init holds only `withCredentials`), and no timer here closes it';

type Kind = 'global' | 'package';

const GLOBAL_PATHS = new Set([
  EVENT_SOURCE.name,
  ...EVENT_SOURCE.hosts.map((host) => `${host}.${EVENT_SOURCE.name}`),
]);
const MODULES: ReadonlySet<string> = new Set(EVENT_SOURCE.modules);
const TIMERS = new Set(['setTimeout', 'setInterval']);

/** `require('eventsource')`, `require('eventsource').EventSource` or `.default`. */
function requiresPackage(value: AstNode): boolean {
  let node = unwrap(value);
  if (node.type === 'MemberExpression' && !node.computed) {
    const key = String((node.property as AstNode).name);
    if (key !== EVENT_SOURCE.name && key !== 'default') return false;
    node = unwrap(node.object as AstNode);
  }
  if (node.type !== 'CallExpression' || toPath(node.callee as AstNode) !== 'require') return false;
  const [source] = node.arguments as AstNode[];
  return source?.type === 'Literal' && MODULES.has(String(source.value));
}

/**
 * What every binding of `name` in the file makes: the global (`var ES = window.EventSource`, or none at all for
 * `EventSource` itself), the package's export, or `undefined` for anything else or a mix.
 */
function kindOfName(program: AstNode, name: string): Kind | undefined {
  const kinds = new Set<Kind | undefined>();
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration') {
      const source = String((node.source as AstNode).value);
      for (const specifier of node.specifiers as AstNode[]) {
        if ((specifier.local as AstNode).name !== name) continue;
        const imported = specifier.imported as AstNode | undefined;
        const member = imported ? String(imported.name ?? imported.value) : 'default';
        const named =
          specifier.type !== 'ImportNamespaceSpecifier' &&
          (member === EVENT_SOURCE.name || member === 'default');
        kinds.add(MODULES.has(source) && named ? 'package' : undefined);
      }
      return false;
    }
    const declared = new Set<string>();
    collectDeclared(node, declared); // declared-names.ts
    if (!declared.has(name)) return undefined;
    const id = node.type === 'VariableDeclarator' ? (node.id as AstNode) : undefined;
    const init = node.type === 'VariableDeclarator' ? (node.init as AstNode | null) : null;
    const path = init ? toPath(init) : undefined;
    if (id?.type === 'Identifier' && path && path !== name && GLOBAL_PATHS.has(path)) kinds.add('global');
    // `const ES = require('eventsource')`, `const { EventSource } = require('eventsource')`.
    else kinds.add(init && requiresPackage(init) ? 'package' : undefined);
    return undefined;
  });
  if (kinds.size === 0) return name === EVENT_SOURCE.name ? 'global' : undefined;
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/** The kind of EventSource `new callee(…)` makes, when the file says. */
function constructed(
  program: AstNode,
  callee: AstNode,
  names: Map<string, Kind | undefined>,
): Kind | undefined {
  const path = toPath(callee);
  if (!path) return undefined;
  if (path.includes('.')) return GLOBAL_PATHS.has(path) ? 'global' : undefined;
  if (!names.has(path)) names.set(path, kindOfName(program, path));
  return names.get(path);
}

/** Where a value at `node` goes: kept here (its members read, stored on an object of this file), or handed on. */
function kept(node: AstNode, parent: AstNode | undefined): boolean {
  if (!parent) return false;
  switch (parent.type) {
    case 'MemberExpression':
      return parent.object === node;
    case 'ChainExpression':
    case 'ExpressionStatement':
    case 'IfStatement':
    case 'UnaryExpression':
    case 'BinaryExpression':
    case 'LogicalExpression':
      return true;
    case 'ConditionalExpression':
      return parent.test === node;
    case 'AssignmentExpression':
      // Written over, or stored on an object (`sseConnection.eventSource = source`).
      return parent.left === node || unwrap(parent.left as AstNode).type === 'MemberExpression';
    default:
      return false;
  }
}

/** Every use in `scope` of the name or member path `path` (a member: of any object, by its key) stays here. */
function staysHere(scope: AstNode, path: string, program: AstNode, seen = new Set<string>()): boolean {
  seen.add(path);
  const key = path.includes('.') ? path.slice(path.lastIndexOf('.') + 1) : undefined;
  const members = new Set<string>();
  let escapes = false;
  walk(scope, (node, ancestors) => {
    if (escapes) return false;
    const parent = ancestors[ancestors.length - 1];
    const matches = key
      ? node.type === 'MemberExpression' && !node.computed && (node.property as AstNode).name === key
      : node.type === 'Identifier' &&
        node.name === path &&
        !(parent?.type === 'MemberExpression' && parent.property === node && !parent.computed);
    if (!matches) return undefined;
    if (parent?.type === 'VariableDeclarator' && parent.id === node) return false;
    if (parent?.type === 'Property' && parent.key === node) return false;
    if (!kept(node, parent)) escapes = true;
    // `sseConnection.eventSource = source`: the member it is stored in is read in the whole file, by its key.
    const stored =
      parent?.type === 'AssignmentExpression' && parent.right === node
        ? toPath(parent.left as AstNode)
        : undefined;
    if (stored) members.add(stored);
    return key ? undefined : false;
  });
  return (
    !escapes && [...members].every((member) => seen.has(member) || staysHere(program, member, program, seen))
  );
}

/** The name or member path the new source is kept in, when every use of it stays in the file. */
function holder(node: AstNode, ancestors: readonly AstNode[], program: AstNode): string | undefined {
  let index = ancestors.length - 1;
  let child = node;
  while (
    ancestors[index] &&
    /^(ParenthesizedExpression|TSAsExpression|TSNonNullExpression)$/.test(ancestors[index]?.type ?? '')
  ) {
    child = ancestors[index] as AstNode;
    index--;
  }
  const parent = ancestors[index];
  let path: string | undefined;
  if (parent?.type === 'VariableDeclarator' && parent.init === child) path = toPath(parent.id as AstNode);
  else if (parent?.type === 'AssignmentExpression' && parent.right === child && parent.operator === '=')
    path = toPath(parent.left as AstNode);
  if (!path) return undefined;
  // A name is read in the function that declares it (xhr-holders.ts), a member in the whole file.
  const scope = path.includes('.') ? program : (declaringFunction(program, node, path) ?? program);
  return staysHere(scope, path, program) ? path : undefined;
}

/** A name a function is called by: its own, its variable's, its key's, or the member it is assigned to. */
function nameOf(fn: AstNode, parent: AstNode | undefined): string | undefined {
  const id = fn.id as AstNode | null | undefined;
  if (id) return String(id.name);
  if (parent?.type === 'VariableDeclarator') return toPath(parent.id as AstNode);
  if (
    parent?.type === 'Property' ||
    parent?.type === 'MethodDefinition' ||
    parent?.type === 'PropertyDefinition'
  )
    return toPath(parent.key as AstNode);
  if (parent?.type === 'AssignmentExpression') {
    const path = toPath(parent.left as AstNode);
    return path?.slice(path.lastIndexOf('.') + 1);
  }
  return undefined;
}

const CLOSES = /\.\s*close\s*\(/;

/**
 * A timer of the file (`setTimeout(cb, ms)`, `setInterval`) whose callback closes something: a `close(` in its
 * text, or a call of a function of the file that does (by name, through any depth of such calls).
 */
function timerCloses(program: AstNode, text: string): boolean {
  const functions: { name: string | undefined; body: string }[] = [];
  const callbacks: AstNode[] = [];
  walk(program, (node, ancestors) => {
    if (FUNCTIONS.has(node.type)) {
      const parent = ancestors[ancestors.length - 1];
      functions.push({ name: nameOf(node, parent), body: text.slice(node.start, node.end) });
    } else if (node.type === 'CallExpression') {
      const callee = toPath(node.callee as AstNode) ?? '';
      const [callback] = node.arguments as AstNode[];
      if (callback && TIMERS.has(callee.slice(callee.lastIndexOf('.') + 1))) callbacks.push(unwrap(callback));
    }
    return undefined;
  });
  if (callbacks.length === 0) return false;
  const closing = new Set<string>(['close']);
  const calls = (body: string) =>
    [...closing].some((name) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}\\s*\\(`).test(body));
  for (let grown = true; grown; ) {
    grown = false;
    for (const fn of functions) {
      if (!fn.name || closing.has(fn.name) || !(CLOSES.test(fn.body) || calls(fn.body))) continue;
      closing.add(fn.name);
      grown = true;
    }
  }
  return callbacks.some((callback) => {
    const path = toPath(callback.type === 'CallExpression' ? (callback.callee as AstNode) : callback);
    const named = path?.replace(/\.bind$/, '');
    if (named !== undefined && !FUNCTIONS.has(callback.type))
      return closing.has(named.slice(named.lastIndexOf('.') + 1));
    const body = text.slice(callback.start, callback.end);
    return CLOSES.test(body) || calls(body);
  });
}

/** Judges each `new EventSource(…)` among the file's calls (the walk's visits). */
export function judgeEventSources(checker: {
  file: { text: string };
  facts: Pick<FileFacts, 'context' | 'visits'>;
  report: (node: AstNode, verdict: ReturnType<typeof missing>, what: string, library: 'eventsource') => void;
}): void {
  const { text } = checker.file;
  const program = checker.facts.context.program;
  if (!program || !MENTIONS_EVENT_SOURCE.test(text)) return;
  const names = new Map<string, Kind | undefined>();
  let closed: boolean | undefined;
  for (const { node, ancestors } of checker.facts.visits) {
    if (node.type !== 'NewExpression') continue;
    const kind = constructed(program, node.callee as AstNode, names);
    if (!kind) continue;
    // The package's init may carry a `fetch` that bounds it (clients.ts).
    if (kind === 'package' && (node.arguments as AstNode[]).length > 1) continue;
    if (!holder(node, ancestors, program)) continue;
    closed ??= timerCloses(program, text);
    if (closed) return;
    checker.report(node, missing(NATIVE), `new ${toPath(node.callee as AstNode)}()`, 'eventsource');
  }
}
