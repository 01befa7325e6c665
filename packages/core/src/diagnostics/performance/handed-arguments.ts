// What a module passes to the helpers it imports relatively: `fetchUrl(url, resolve, reject, options?.signal)` in
// opencage.js hands fetch.js's `fetchUrl` the user's optional signal. Each module records, per call of an imported
// function, whether each argument is its own user's option read off a parameter of a function it exports (absent
// unless the user passes it) or anything else (`unknown`); the scanner merges the records by the module they
// import, and caller-origins.ts reads them when a request's signal is a parameter of an exported helper. Found
// from the text (the imported names, then the one node at each match): no walk of the module.
import { type AstNode, isAstNode } from '../ast';
import { groupByTarget, type ResolveAmong } from './by-target';
import { relativeImports } from './constructed';
import type { HandedArgument, HandedArguments } from './judge-context';
import { descendTo, toPath, unwrap } from './node-paths';

/**
 * One call of a function imported from `specifier`: per argument, the user's absent option, not known, or an
 * object literal's keys each so read.
 */
export interface HandedCall {
  specifier: string;
  /** The function's name in its own module (`fetchUrl`; `default` for a default import). */
  imported: string;
  args: HandedArgument[];
}

const MAY_BE_ABSENT = /\?\.|\bundefined\b|\bnull\b|\bvoid\b/;
/** An object literal among the arguments, read by key (`fetchWithValidatedRedirects({ url, abortSignal })`). */
const OBJECT_ARGUMENT = /(?:^|,)\s*\{/;
/** Every position not known, past the arguments given too (a missing one is then not read as absent). */
const EVERY_UNKNOWN: HandedArgument[] = Array.from({ length: 32 }, () => 'unknown');

/**
 * The pattern of a call of one of `names`, kept by those names: modules importing the same names (a helper most
 * files import) reuse it instead of compiling their own. Cleared when full.
 */
const CALL_PATTERNS = new Map<string, RegExp>();

function callPattern(names: readonly string[]): RegExp {
  const alternatives = names.map((name) => name.replace(/\$/g, '\\$')).join('|');
  let pattern = CALL_PATTERNS.get(alternatives);
  if (!pattern) {
    if (CALL_PATTERNS.size >= 256) CALL_PATTERNS.clear();
    pattern = new RegExp(`(?<![\\w$.])(${alternatives})(?:\\.([A-Za-z_$][\\w$]*))?\\)?\\s*\\(`, 'g');
    CALL_PATTERNS.set(alternatives, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** The calls a module makes of functions it imports relatively (`f(…)`, `ns.f(…)`, tsc's `(0, m_1.f)(…)`). */
export function findHandedCalls(text: string, program: AstNode): HandedCall[] {
  if (!text.includes('(')) return [];
  const imports = relativeImports(program);
  if (imports.size === 0) return [];
  const pattern = callPattern([...imports.keys()]);
  const found: HandedCall[] = [];
  // `exec` from index 0, as `matchAll` reads (no match is empty: each ends at a `(`); nothing below runs the pattern.
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const from = imports.get(match[1] ?? '');
    if (!from) continue;
    const imported = match[2] ?? from.imported;
    if (imported === '*' || (match[2] !== undefined && from.imported !== '*')) continue;
    // What it returns goes where this module does not follow (only `this.x = f(…)` is, `handedReturns`).
    const index = match.index ?? 0;
    if (!/this\.[\w$]+\s*=\s*$/.test(text.slice(Math.max(0, index - 80), index)))
      found.push({ specifier: from.specifier, imported: `${imported}()`, args: EVERY_UNKNOWN });
    // Most calls hand nothing that could be absent (no `?.`, `undefined`, `null` or `void` near them): every
    // argument, given or not, is then not known here, read without looking for the node (the common case).
    const given = argumentsText(text, (match.index ?? 0) + match[0].length);
    if (!MAY_BE_ABSENT.test(given) && !OBJECT_ARGUMENT.test(given)) {
      found.push({ specifier: from.specifier, imported, args: EVERY_UNKNOWN });
      continue;
    }
    const at = callAt(program, match.index ?? 0);
    if (!at) continue;
    const args = (at.call.arguments as AstNode[]).map((arg) => byKey(arg, at.functions, text, program));
    found.push({ specifier: from.specifier, imported, args });
  }
  return text.includes('this.') ? [...found, ...handedReturns(text, program, imports)] : found;
}

/**
 * Calls of what an imported function returned, kept in a member of the class: `this.fetchHandler =
 * buildFetchHandler(fetchHandlerOpts)`, then `this.fetchHandler.call(undefined, reqUrl, init)` with `const init =
 * { …, signal: opts?.signal }` (@bluesky-social/xrpc 0.7.5 src/xrpc-client.ts:39, :82-92), recorded as calls of
 * `buildFetchHandler()`. Every mention of the member must be that one assignment or a call; a `const` object
 * literal of the calling function is read by key, and an option off a public method of the exported class is the
 * user's (its caller's optional `opts`).
 */
function handedReturns(
  text: string,
  program: AstNode,
  imports: ReadonlyMap<string, { specifier: string; imported: string }>,
): HandedCall[] {
  const names = [...imports.entries()].filter(([, from]) => from.imported !== '*').map(([local]) => local);
  if (names.length === 0) return [];
  const stored = new RegExp(`this\\.([\\w$]+)\\s*=\\s*(${names.map(escaped).join('|')})\\s*\\(`, 'g');
  const found: HandedCall[] = [];
  for (const [, member = '', local = ''] of text.matchAll(stored)) {
    const from = imports.get(local);
    const mentions = [...text.matchAll(new RegExp(`(?<![\\w$])this\\.${escaped(member)}(?![\\w$])`, 'g'))];
    const calls: HandedArgument[][] = [];
    for (const mention of mentions) {
      const after = text.slice(
        (mention.index ?? 0) + mention[0].length,
        (mention.index ?? 0) + mention[0].length + 40,
      );
      if (new RegExp(`^\\s*=\\s*${escaped(local)}\\s*\\(`).test(after)) continue;
      const viaCall = /^\.call\s*\(/.test(after);
      const at = viaCall || /^\s*\(/.test(after) ? callAt(program, mention.index ?? 0) : undefined;
      if (!at) {
        calls.splice(0, calls.length, EVERY_UNKNOWN);
        break;
      }
      const args = (at.call.arguments as AstNode[]).slice(viaCall ? 1 : 0);
      calls.push(
        args.map((arg) => byKey(constObject(arg, at.functions) ?? arg, at.functions, text, program, true)),
      );
    }
    for (const args of from ? calls : [])
      found.push({ specifier: from?.specifier ?? '', imported: `${from?.imported}()`, args });
  }
  return found;
}

const escaped = (name: string) => name.replace(/\$/g, '\\$');

/** `init` of `const init = { … }` in the innermost function around the call: that object literal. */
function constObject(arg: AstNode, functions: readonly AstNode[]): AstNode | undefined {
  const fn = functions.at(-1);
  if (arg.type !== 'Identifier' || !fn) return undefined;
  const body = fn.body as AstNode;
  for (const statement of body.type === 'BlockStatement' ? (body.body as AstNode[]) : []) {
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      const init = isAstNode(declarator.init) ? unwrap(declarator.init) : undefined;
      if (id.type === 'Identifier' && id.name === arg.name)
        return init?.type === 'ObjectExpression' ? init : undefined;
    }
  }
  return undefined;
}

/** A public method of a class the module exports (`export class XrpcClient { async call(…, opts?) }`). */
function exportedMethod(program: AstNode, fn: AstNode): boolean {
  return ((program.body as AstNode[]) ?? []).some((statement) => {
    const cls =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : null;
    if (cls?.type !== 'ClassDeclaration') return false;
    return ((cls.body as AstNode).body as AstNode[]).some(
      (member) =>
        member.type === 'MethodDefinition' &&
        member.value === fn &&
        member.kind === 'method' &&
        (member.key as AstNode).type === 'Identifier' &&
        member.accessibility !== 'private' &&
        member.accessibility !== 'protected',
    );
  });
}

/** The text of a call's arguments from just after its `(` to the matching `)` (at most 400 characters). */
function argumentsText(text: string, from: number): string {
  let depth = 1;
  const end = Math.min(text.length, from + 400);
  for (let i = from; i < end; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return text.slice(from, i);
  }
  return text.slice(from, end);
}

/** The records of every module, merged by the module their specifier names (the scanner's resolution). */
export function handedByTarget(
  records: readonly { from: string; call: HandedCall }[],
  paths: readonly string[],
  resolve: ResolveAmong,
): Map<string, HandedArguments> {
  const result = new Map<string, Map<string, HandedArgument[][]>>();
  const { groups } = groupByTarget(records, (r) => r.call.specifier, paths, resolve);
  for (const [target, list] of groups) {
    const byName = new Map<string, HandedArgument[][]>();
    for (const { call } of list) byName.set(call.imported, [...(byName.get(call.imported) ?? []), call.args]);
    result.set(target, byName);
  }
  return result;
}

/**
 * An object literal of plain keys (no spread, no computed key): each key's value classified; anything else as
 * `classify` reads it.
 */
function byKey(
  arg: AstNode,
  functions: readonly AstNode[],
  text: string,
  program: AstNode,
  methods = false,
): HandedArgument {
  const value = unwrap(arg);
  if (value.type !== 'ObjectExpression') return classify(arg, functions, text, program, methods);
  const keys: Record<string, 'absent' | 'unknown'> = {};
  for (const property of (value.properties as AstNode[]) ?? []) {
    const key = property.key as AstNode | undefined;
    if (property.type !== 'Property' || property.computed || !key) return 'unknown';
    const name =
      key.type === 'Identifier' ? String(key.name) : key.type === 'Literal' ? String(key.value) : '';
    if (!name || name === '__proto__' || Object.hasOwn(keys, name)) return 'unknown';
    keys[name] = classify(property.value as AstNode, functions, text, program, methods);
  }
  return { keys };
}

/**
 * `undefined`, `void 0`, `null`: absent. `options?.signal` (or `options.a.b`) read off a parameter of a
 * function around the call (the innermost with that name), when the module exports that function: the user's option, absent unless
 * the user passes it. Anything else: not known here.
 */
function classify(
  arg: AstNode,
  functions: readonly AstNode[],
  text: string,
  program: AstNode,
  methods = false,
): 'absent' | 'unknown' {
  const value = unwrap(arg);
  if (
    (value.type === 'Identifier' && value.name === 'undefined') ||
    (value.type === 'UnaryExpression' && value.operator === 'void') ||
    (value.type === 'Literal' && value.value === null)
  )
    return 'absent';
  // `abortSignal` of `({ url, abortSignal }) =>`: the key of the user's object, as `options.abortSignal` is.
  const named = value.type === 'Identifier' ? String(value.name) : undefined;
  const path = value.type === 'MemberExpression' ? toPath(value) : named;
  const root = path?.split('.')[0];
  // The innermost function around the call with that parameter (callbacks between them do not rebind it).
  const fn = root
    ? [...functions].reverse().find((f) => (named ? isDestructuredKey(f, root) : isParameter(f, root)))
    : undefined;
  if (!root || !(named || path?.includes('.')) || !fn) return 'unknown';
  // A destructured name is not the parameter of a function nested closer in.
  if (named && functions.slice(functions.indexOf(fn) + 1).some((f) => isParameter(f, root))) return 'unknown';
  // The parameter still holds what the user passed: nothing in the function assigns it.
  const body = text.slice(fn.start, fn.end);
  if (new RegExp(`(?<![\\w$.])${root.replace(/\$/g, '\\$')}\\s*(?:[-+*/|&?]{0,3})=(?!=)`).test(body))
    return 'unknown';
  return exportsFunction(program, fn, text) || (methods && exportedMethod(program, fn))
    ? 'absent'
    : 'unknown';
}

/** `name` is a plain key of a top-level object pattern among `fn`'s parameters, with no default. */
function isDestructuredKey(fn: AstNode, name: string): boolean {
  return ((fn.params as AstNode[] | undefined) ?? []).some((param) => {
    const pattern = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
    if (pattern.type !== 'ObjectPattern') return false;
    return ((pattern.properties as AstNode[]) ?? []).some((property) => {
      const value = property.value as AstNode | undefined;
      return property.type === 'Property' && value?.type === 'Identifier' && value.name === name;
    });
  });
}

function isParameter(fn: AstNode, name: string): boolean {
  return ((fn.params as AstNode[] | undefined) ?? []).some((param) => {
    const id = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
    return id.type === 'Identifier' && id.name === name;
  });
}

/** A top-level function the module exports (`export function f`, `export { f }`, `exports.f = f`). */
function exportsFunction(program: AstNode, fn: AstNode, text: string): boolean {
  for (const statement of (program.body as AstNode[]) ?? []) {
    if (statement.type === 'ExportNamedDeclaration' && statement.declaration === fn) return true;
    if (statement.type === 'ExportDefaultDeclaration' && statement.declaration === fn) return true;
    // `export const getFromApi = async ({ … }) => …`
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode) : undefined;
    const declarators =
      declaration?.type === 'VariableDeclaration' ? (declaration.declarations as AstNode[]) : [];
    if (declarators.some((d) => d.init === fn)) return true;
  }
  const id = fn.type === 'FunctionDeclaration' ? (fn.id as AstNode | null) : undefined;
  if (!id || !((program.body as AstNode[]) ?? []).includes(fn)) return false;
  const name = String(id.name).replace(/\$/g, '\\$');
  return new RegExp(
    `export\\s*\\{[^}]*(?<![\\w$])${name}(?![\\w$])[^}]*\\}|exports\\.[\\w$]+\\s*=\\s*${name}(?![\\w$])`,
  ).test(text);
}

/**
 * The call whose callee starts at `offset` (`f(`, `ns.f(`, `(0, m_1.f)(`), with the functions around it from
 * the outermost in, found by descending only into nodes that contain it.
 */
function callAt(program: AstNode, offset: number): { call: AstNode; functions: AstNode[] } | undefined {
  const functions: AstNode[] = [];
  const call = descendTo(program, offset, (node) => {
    if (/Function/.test(node.type)) functions.push(node);
    if (node.type !== 'CallExpression') return false;
    const callee = unwrap(node.callee as AstNode);
    const inner =
      callee.type === 'SequenceExpression' ? ((callee.expressions as AstNode[]).at(-1) as AstNode) : callee;
    return (
      inner.start === offset ||
      (inner.type === 'MemberExpression' && (inner.object as AstNode).start === offset)
    );
  });
  return call ? { call, functions } : undefined;
}

/**
 * Another module's object literal as a node `absent` reads: each key the user's absent option (`void 0`) or not
 * known (`this`, which nothing reads as absent); a key it lacks is absent.
 */
export function handedObject(keys: Readonly<Record<string, 'absent' | 'unknown'>>): AstNode {
  const value = (kind: 'absent' | 'unknown'): AstNode =>
    kind === 'absent'
      ? ({
          type: 'UnaryExpression',
          operator: 'void',
          argument: { type: 'Literal', value: 0 },
        } as unknown as AstNode)
      : ({ type: 'ThisExpression' } as unknown as AstNode);
  const properties = Object.entries(keys).map(([name, kind]) => ({
    type: 'Property',
    computed: false,
    key: { type: 'Identifier', name },
    value: value(kind),
  }));
  return { type: 'ObjectExpression', properties } as unknown as AstNode;
}

/**
 * `F()` when `fn` is the function a top-level exported `function F` hands back (`return async function (url, init)
 * {…}`) and the file calls F nowhere: its calls are those other modules make of what F returns (`handedReturns`).
 * @bluesky-social/xrpc 0.7.5 src/fetch-handler.ts:56-89, buildFetchHandler's handler.
 */
export function factoryReturning(program: AstNode, text: string, fn: AstNode): string | undefined {
  for (const statement of (program.body as AstNode[]) ?? []) {
    const factory =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode) : undefined;
    if (factory?.type !== 'FunctionDeclaration' || fn.start < factory.start || fn.end > factory.end) continue;
    const name = String((factory.id as AstNode).name);
    const returned = ((factory.body as AstNode).body as AstNode[]).some(
      (s) => s.type === 'ReturnStatement' && isAstNode(s.argument) && unwrap(s.argument) === fn,
    );
    const mentions = text.match(new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'));
    return returned && mentions?.length === 1 ? `${name}()` : undefined;
  }
  return undefined;
}
