// A package's methods that hand the config they are given to the global axios unchanged, and the calls other files
// make of them. klaviyo-api 23.0.0 dist/api/apis.js: `RetryWithExponentialBackoff.requestWithRetry(config)` sends
// `yield axios(config)` (line 108) in a retry loop, and each session class's `requestWithRetry(config)` returns
// `this.retryWithExponentialBackoff.requestWithRetry(config)` (lines 187, 211, 253, 284); every API file builds
// `config = { method, url, headers, params }` and calls `this.session.requestWithRetry(config)` (accountsApi.js lines
// 80-89). The config such a call gives is axios's config: judged there as one, with axios's default (none).
// Read by method name across the package's files that mention axios: a name counts only when one of its
// definitions sends the parameter and every other definition sends it or hands it to a method of the same name,
// none of them writing on it, and no file of the package sets `axios.defaults.timeout`.
import { type AstNode, walk } from '../ast';
import { collectBindings, libraryOf } from './bindings';
import type { Checker } from './checker';
import { judgeConfig } from './client-instances';
import { ScopedConstants } from './evaluate';
import { INHERIT } from './judges';
import { FUNCTIONS, propertyKey, toPath, unwrap } from './node-paths';
import { packageRoots, rootOf } from './package-roots';
import type { AxiosPassThroughs } from './project-facts';
import { missing } from './verdict';

/** How one definition of a method treats its parameter at `index`. */
export interface PassThrough {
  name: string;
  index: number;
  kind: 'sends' | 'delegates' | 'other';
}

export type { AxiosPassThroughs };

/** Methods of axios, got, node's http and fetch-like clients: too common a name to stand for one method. */
const CLIENT_METHODS = new Set([
  'request',
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'del',
  'head',
  'options',
  'fetch',
  'send',
  'call',
]);

/**
 * `name(…) {`, `name: function`, `name = (…) =>`, `name = async x =>`: what a module seems to define (bounded, so
 * that a bundle's long stretches without parentheses cost no backtracking).
 */
const DEFINITION =
  /(?<![\w$])([A-Za-z_$][\w$]*)\s{0,3}(?:\([^()]{0,200}\)\s{0,3}\{|[:=]\s{0,3}(?:async\s+)?(?:function\b|\([^()]{0,200}\)\s{0,3}=>|[\w$]+\s{0,3}=>))/g;

const SETS_DEFAULT_TIMEOUT = /\.defaults\s*\.\s*timeout\s*=[^=]/;

/** One module's methods, and whether it sets axios's default timeout (which every call then inherits). */
export interface ModulePassThroughs {
  records: PassThrough[];
  setsDefaultTimeout: boolean;
}

/** Each named method of a module mentioning axios, and whether it hands a parameter to axios unchanged. */
export function findPassThroughs(text: string, program: AstNode | undefined): ModulePassThroughs {
  const found: PassThrough[] = [];
  const module = { records: found, setsDefaultTimeout: SETS_DEFAULT_TIMEOUT.test(text) };
  const bindings = program && text.includes('axios') ? collectBindings(program) : undefined;
  const roots = bindings
    ? [...bindings.modules].flatMap(([local, library]) =>
        library === 'axios' ? [local.split('.')[0] ?? local] : [],
      )
    : [];
  if (!program || !bindings || roots.length === 0) {
    // A module without axios may still define a method of the same name doing something else: every name it
    // seems to define (read from the text, no walk; too many is the safe side) counts as another definition.
    for (const match of text.matchAll(DEFINITION))
      found.push({ name: match[1] ?? '', index: -1, kind: 'other' });
    return module;
  }
  walk(program, (node, ancestors) => {
    if (!FUNCTIONS.has(node.type)) return undefined;
    const name = methodName(node, ancestors[ancestors.length - 1]);
    if (!name) return undefined;
    const params = (node.params as AstNode[]) ?? [];
    let kind: PassThrough['kind'] = 'other';
    let index = -1;
    // Only a body that names axios (by any of its local names) or calls the same name is read further.
    const body = text.slice((node.body as AstNode).start, (node.body as AstNode).end);
    const mayPass = body.includes(`.${name}(`) || roots.some((root) => body.includes(root));
    if (mayPass)
      params.forEach((param, at) => {
        if (param.type !== 'Identifier' || kind !== 'other') return;
        const use = useOf(node, String(param.name), name, bindings);
        if (use) {
          kind = use;
          index = at;
        }
      });
    found.push({ name, index, kind });
    return undefined;
  });
  return module;
}

/**
 * The package's pass-through methods from its modules' records: a name one definition sends and every other
 * sends or delegates at the same index. Empty when a module sets axios's default timeout.
 */
export function mergePassThroughs(modules: readonly ModulePassThroughs[]): AxiosPassThroughs {
  const merged = new Map<string, number>();
  if (modules.some(({ setsDefaultTimeout }) => setsDefaultTimeout)) return merged;
  const all = modules.flatMap(({ records }) => records);
  for (const { name, index, kind } of all) {
    // A name a client's own methods bear (`request`, `get`) is not linked by name: the receiver decides it.
    if (kind !== 'sends' || CLIENT_METHODS.has(name)) continue;
    const same = all.filter((record) => record.name === name);
    if (same.every((record) => record.kind !== 'other' && record.index === index)) merged.set(name, index);
  }
  return merged;
}

/** `'sends'` for `axios(param)` / `axios.request(param)`, `'delegates'` for `x.name(param)`; the param only read. */
function useOf(
  fn: AstNode,
  param: string,
  name: string,
  bindings: ReturnType<typeof collectBindings>,
): PassThrough['kind'] | undefined {
  let kind: PassThrough['kind'] | undefined;
  let clean = true;
  walk(fn.body as AstNode, (node, ancestors) => {
    if (!clean) return false;
    // A nested function of its own `param` is another name: give up rather than follow scopes.
    if (FUNCTIONS.has(node.type) && declares(node, param)) clean = false;
    if (node.type !== 'Identifier' || node.name !== param) return undefined;
    const parent = ancestors[ancestors.length - 1];
    const grand = ancestors[ancestors.length - 2];
    if (
      parent?.type === 'CallExpression' &&
      (parent.arguments as AstNode[]).length === 1 &&
      (parent.arguments as AstNode[])[0] === node
    ) {
      const callee = unwrap(parent.callee as AstNode);
      const sent =
        libraryOf(callee, bindings) === 'axios' ||
        (callee.type === 'MemberExpression' &&
          !callee.computed &&
          (callee.property as AstNode).name === 'request' &&
          libraryOf(callee.object as AstNode, bindings) === 'axios');
      const handed =
        callee.type === 'MemberExpression' && !callee.computed && (callee.property as AstNode).name === name;
      if (sent) kind = 'sends';
      else if (handed) kind ??= 'delegates';
      else clean = false;
      return undefined;
    }
    // `param.headers` read is fine; anything else (assigned, handed elsewhere, spread) is not.
    const read =
      parent?.type === 'MemberExpression' &&
      parent.object === node &&
      !(grand?.type === 'AssignmentExpression' && grand.left === parent) &&
      grand?.type !== 'UpdateExpression';
    if (!read) clean = false;
    return undefined;
  });
  return clean ? kind : undefined;
}

/** `name(…) {}` in a class or object, `name: function (…) {}`, `X.prototype.name = function (…) {}`. */
function methodName(fn: AstNode, parent: AstNode | undefined): string | undefined {
  if (!parent) return undefined;
  if (
    (parent.type === 'Property' || parent.type === 'MethodDefinition') &&
    parent.value === fn &&
    !parent.computed
  ) {
    const key = parent.key as AstNode;
    return key.type === 'Identifier' ? String(key.name) : propertyKey(parent);
  }
  if (parent.type === 'AssignmentExpression' && parent.right === fn) {
    const match = /\.prototype\.([\w$]+)$/.exec(toPath(parent.left as AstNode) ?? '');
    return match?.[1];
  }
  return undefined;
}

/**
 * Step 2 for calls of the package's pass-through methods (`this.session.requestWithRetry(config)`): the config
 * given is axios's, judged as one. A config not known here stays silent, as the call did before.
 */
export function judgePassThroughCalls(checker: Checker, passThroughs: AxiosPassThroughs | undefined): void {
  if (!passThroughs || passThroughs.size === 0) return;
  const { file, facts } = checker;
  const names = [...passThroughs.keys()].filter((name) => file.text.includes(`.${name}(`));
  if (names.length === 0) return;
  const { context } = facts;
  const program = context.program;
  if (!program) return;
  walk(program, (node, ancestors) => {
    if (node.type !== 'CallExpression') return undefined;
    const callee = unwrap(node.callee as AstNode);
    if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
    const name = String((callee.property as AstNode).name);
    // A receiver this file knows as a client or an instance is judged as one (call-judges.ts).
    const receiver = toPath(callee.object as AstNode) ?? '';
    if (libraryOf(callee.object as AstNode, facts.bindings) || facts.instances.has(receiver))
      return undefined;
    const index = names.includes(name) ? passThroughs.get(name) : undefined;
    const given = index === undefined ? undefined : (node.arguments as AstNode[])[index];
    if (!given || given.type === 'SpreadElement') return undefined;
    // Inside a definition handing its own parameter on (a delegate): judged at its callers, not here.
    const owner = [...ancestors].reverse().find((ancestor) => FUNCTIONS.has(ancestor.type));
    if (owner && methodName(owner, ancestors[ancestors.indexOf(owner) - 1]) === name) return undefined;
    const config = fedByLocalCalls(context.constants, given, ancestors) ?? given;
    const verdict = judgeConfig(context, 'axios', config);
    const what = `${toPath(callee) ?? name}()`;
    if (verdict === INHERIT)
      checker.report(
        node,
        missing(
          `it hands its config to axios unchanged (\`${name}\` sends it), and axios waits forever unless \`timeout\` is set`,
        ),
        what,
        'axios',
      );
    else if (verdict.kind !== 'unknown') checker.report(node, verdict, what, 'axios');
    return undefined;
  });
}

/**
 * `config` a parameter of a local function (`const request = (config, retried = false) => …`) whose every call in
 * its scope gives one value, or passes the parameter on (a retry calling itself): that value. klaviyo-api's API
 * methods each declare such a `request` and call `request(config)` once (accountsApi.js lines 87-102).
 */
function fedByLocalCalls(
  constants: unknown,
  given: AstNode,
  ancestors: readonly AstNode[],
): AstNode | undefined {
  const arg = unwrap(given);
  if (arg.type !== 'Identifier' || !(constants instanceof ScopedConstants)) return undefined;
  const param = String(arg.name);
  const fnAt = [...ancestors]
    .reverse()
    .findIndex((node) => FUNCTIONS.has(node.type) && declares(node, param));
  if (fnAt < 0) return undefined;
  const at = ancestors.length - 1 - fnAt;
  const fn = ancestors[at] as AstNode;
  const index = (fn.params as AstNode[]).findIndex((p) => paramName(p) === param);
  // The function is `const name = (…) => …` (through one wrapping call at most, none here), in a block.
  const declarator = ancestors[at - 1];
  const id = declarator?.type === 'VariableDeclarator' ? (declarator.id as AstNode) : undefined;
  const scope = [...ancestors.slice(0, at - 1)].reverse().find((node) => node.type === 'BlockStatement');
  if (id?.type !== 'Identifier' || !scope) return undefined;
  const local = String(id.name);
  const values: AstNode[] = [];
  let known = true;
  walk(scope, (node) => {
    if (!known) return false;
    if (node.type === 'Identifier' && node.name === local && node !== id) {
      // Only calls are followed (counted below); the name read any other way hands the function on.
      return undefined;
    }
    if (node.type !== 'CallExpression') return undefined;
    const callee = unwrap(node.callee as AstNode);
    if (callee.type !== 'Identifier' || callee.name !== local) return undefined;
    const value = (node.arguments as AstNode[])[index];
    const inside = node.start >= fn.start && node.end <= fn.end;
    if (inside && value && unwrap(value).type === 'Identifier' && unwrap(value).name === param)
      return undefined;
    if (!value || inside || value.type === 'SpreadElement') known = false;
    else values.push(value);
    return undefined;
  });
  if (!known || values.length !== 1 || usesOtherwise(scope, local, id)) return undefined;
  const value = unwrap(values[0] as AstNode);
  return value.type === 'Identifier'
    ? (constants.lookup(String(value.name), value.start) ?? undefined)
    : value;
}

function declares(fn: AstNode, param: string): boolean {
  return ((fn.params as AstNode[]) ?? []).some((p) => paramName(p) === param);
}

function paramName(param: AstNode): string | undefined {
  const id = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
  return id.type === 'Identifier' ? String(id.name) : undefined;
}

/** The local function's name used other than as a callee or its own declaration (handed on, stored). */
function usesOtherwise(scope: AstNode, local: string, id: AstNode): boolean {
  let other = false;
  walk(scope, (node, ancestors) => {
    if (other) return false;
    if (node.type !== 'Identifier' || node.name !== local || node === id) return undefined;
    const parent = ancestors[ancestors.length - 1];
    if (parent?.type === 'CallExpression' && parent.callee === node) return undefined;
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return undefined;
    if (parent?.type === 'Property' && parent.key === node && !parent.shorthand) return undefined;
    other = true;
    return undefined;
  });
  return other;
}

/**
 * The scanner's record of every module's pass-throughs, merged per package (the folder of the nearest
 * package.json). Modules are only noted as they are added, and read (parsed again, as the lazy HTTP summaries
 * are) the first time an importer's lookup needs them: reading each module mentioning axios as it was added (a
 * bindings walk and a method walk) was 8% of `charter check`'s CPU on the 1 000-file bench fixture, where no file
 * ever asks. `program(path, text)` parses a noted module; `undefined` when it does not parse.
 */
export function createPackagePassThroughs(program: (path: string, text: string) => AstNode | undefined) {
  const texts = new Map<string, string>();
  let modules: Map<string, ModulePassThroughs> | undefined;
  const byRoot = new Map<string, AxiosPassThroughs>();
  let roots: string[] | undefined;
  let sends = false;
  const read = (): Map<string, ModulePassThroughs> => {
    if (modules) return modules;
    modules = new Map();
    for (const [path, text] of texts) {
      const tree = text.includes('axios') ? program(path, text) : undefined;
      const module = findPassThroughs(text, tree);
      modules.set(path, module);
      sends ||= module.records.some(({ kind }) => kind === 'sends');
    }
    texts.clear();
    return modules;
  };
  return {
    note(path: string, text: string): void {
      texts.set(path, text);
    },
    /** The pass-throughs of `path`'s package, when `text` (the file's) calls one of them. */
    lookup(path: string, text: string, paths: readonly string[]): AxiosPassThroughs | undefined {
      const all = read();
      if (!sends) return undefined;
      roots ??= packageRoots(paths);
      const known = roots;
      const root = rootOf(path, known);
      let found = byRoot.get(root);
      if (!found) {
        found = mergePassThroughs([...all].filter(([p]) => rootOf(p, known) === root).map(([, m]) => m));
        byRoot.set(root, found);
      }
      return [...found.keys()].some((name) => text.includes(`.${name}(`)) ? found : undefined;
    },
  };
}
