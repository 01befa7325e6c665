// A client instance made in one module of the package and handed to the constructor of a class another module
// declares: @gohighlevel/api-client 3.1.0 dist/lib/HighLevel.js makes `this.httpClient = axios_1.default.create({
// baseURL, timeout: 30000, headers })` (lines 146-150) and builds every service with it (`new
// ad_manager_1.AdManager(this.httpClient)`, lines 706-792); each service keeps it (`this.client = httpClient`) and
// sends `this.client.request(config)`. The constructing module records, per argument, the instance it hands (its
// library and the numbers of its bound keys); the scanner merges them per class, and the class's own file reads
// the kept member as that instance. Only what every construction in the package agrees on is used: a class some
// module builds with another value, or with an instance whose bound is not a visible number (a spread, a bound
// key read from elsewhere, `x.defaults` written, a request interceptor that names a timeout), is left as before.
// Like constructed.ts, only the package's own constructions count (an application may build the class itself).
import { type AstNode, isAstNode, walk } from '../ast';
import { forwardThroughReExports, moduleReExports } from './barrel-handoffs';
import { groupByTarget, type ResolveAmong } from './by-target';
import type { InstanceLibrary } from './client-instances';
import { exportsDefault, relativeImports, storedAs, topClasses } from './constructed';
import { toPath, unwrap } from './evaluate';
import { defaultArguments, innermostFunction, localScope } from './factory-configs';
import { configOf, findFactoryCalls } from './factory-handoffs';
import {
  type FactoryCall,
  factoryCalled,
  findInstanceFactories,
  type HandedInstance,
  type InstanceFactories,
  instanceMade,
  lazyModules,
  type ModuleLookup,
  mayCallFactory,
  sameInstance,
  withDefaults,
} from './factory-instances';
import {
  type ClassStores,
  classStores,
  type ForwardedParam,
  forwardedParam,
  handedAt,
  MAY_FORWARD,
  markInherited,
  superCall,
} from './forwarded-instances';
import { FUNCTIONS } from './node-paths';
import type { ReExport } from './re-exports';

/** One `new Name(…)` of a relatively imported class: the instance each argument is, if one this module made. */
export interface InstanceConstruction {
  specifier: string;
  imported: string;
  /** Or the constructing class's own constructor parameter, handed on (forwarded-instances.ts). */
  args: (HandedInstance | FactoryCall | ForwardedParam | undefined)[];
  /** A subclass's `super(…)`: the base keeps what it hands as the subclass's members too. */
  viaSuper?: boolean;
}

export type { HandedInstance };

/** Per class, per constructor argument, the instance every construction in the package hands it. */
export type HandedInstances = ReadonlyMap<string, (HandedInstance | undefined)[]>;

/** A module that makes an instance and constructs a class: the only kind that can hand one. */
const MAY_HAND = /\.(?:create|extend|defaults)\s*\(/;

/** A module that keeps what a call returns (`this.axios = (0, axios_1.getAxiosClient)(…)`): a factory may make it. */
const MAY_CALL_FACTORY = /=\s*(?:\(0,\s*)?[A-Za-z_$][\w$.]*\)?\s*\(/;

/** `new Name(` and `extends Name`: every construction and subclass of a class, read from the text. */
const NEW_OR_EXTENDS = /\b(new|extends)\s+([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)/g;

/**
 * Every construction (and subclass) of a relatively imported class in a module, with the instance each argument
 * is when the module makes it (`this.httpClient = axios.create({…})`, or a top-level `const client =
 * axios.create({…})`, assigned once in the file). A construction handing anything else, and a subclass (its
 * `super(…)` may hand anything), are recorded too: they keep the class's member unknown.
 */
export function findInstanceConstructions(
  text: string,
  program: AstNode,
  factories?: InstanceFactories,
  modules: ModuleLookup = lazyModules(program),
): InstanceConstruction[] {
  if (!text.includes('new ') && !text.includes('extends ')) return [];
  const imports = relativeImports(program);
  if (imports.size === 0) return [];
  const found: InstanceConstruction[] = [];
  for (const match of text.matchAll(NEW_OR_EXTENDS)) {
    const [root = '', member, ...rest] = (match[2] ?? '').split('.');
    const from = imports.get(root);
    if (!from || rest.length > 0 || (member !== undefined && from.imported !== '*')) continue;
    const imported = member ?? from.imported;
    if (imported !== '*') found.push({ specifier: from.specifier, imported, args: [] });
  }
  const makes = MAY_HAND.test(text) || MAY_CALL_FACTORY.test(text);
  // A constructor may also hand on its own parameter (forwarded-instances.ts).
  const forwards = MAY_FORWARD.test(text);
  if (found.length === 0 || (!makes && !forwards)) return found;
  const own = factories ?? findInstanceFactories(text, program, modules);
  // The module may make an instance: the constructions are read from the tree, with what each argument is.
  const made = makes ? madeInstances(text, program, imports, own, modules) : new Map<string, MadeInstance>();
  const read: InstanceConstruction[] = [];
  const handed = (arg: AstNode, ancestors: readonly AstNode[]) => {
    const name = toPath(unwrap(arg)) ?? '';
    const kept = made.get(name);
    // `this.httpClient` is the member the create assigned only within the same class.
    if (kept?.scope && !ancestors.includes(kept.scope)) return undefined;
    if (kept && (!name.startsWith('this.') || kept.owner === ownerOf(ancestors))) return kept.instance;
    return forwards && !kept ? forwardedParam(arg, ancestors, program) : undefined;
  };
  walk(program, (node, ancestors) => {
    const viaSuper = forwards && node.type === 'CallExpression' && (node.callee as AstNode).type === 'Super';
    if (node.type !== 'NewExpression' && !viaSuper) return undefined;
    const sub = viaSuper ? superCall(program, text, ancestors) : undefined;
    if (viaSuper && !sub) return undefined;
    const [root = '', member, ...rest] = (sub?.base ?? toPath(unwrap(node.callee as AstNode)) ?? '').split(
      '.',
    );
    const from = imports.get(root);
    if (!from || rest.length > 0 || (member !== undefined && from.imported !== '*')) return undefined;
    const imported = member ?? from.imported;
    if (imported === '*') return undefined;
    // A subclass setting members of its own may replace what it hands its base: nothing known.
    const args = (node.arguments as AstNode[]).map((arg) =>
      sub?.ownMembers ? undefined : handed(arg, ancestors),
    );
    read.push({ specifier: from.specifier, imported, args, ...(sub ? { viaSuper: true } : {}) });
    return undefined;
  });
  // Text matches the tree did not confirm (a subclass, a comment, a string) stay as constructions of unknowns.
  const unread = new Map<string, InstanceConstruction[]>();
  for (const construction of found)
    unread.set(construction.imported, [...(unread.get(construction.imported) ?? []), construction]);
  for (const construction of read) unread.get(construction.imported)?.pop();
  return [...read, ...[...unread.values()].flat()];
}

/** Whether source may assign the result of a call of one of these imported names (or escape one). */
function mayCallImported(source: string, names: Iterable<string>): boolean {
  if (source.includes('\\')) return true;
  const alternatives = [...names].map((name) => name.replaceAll('$', '\\$')).join('|');
  if (alternatives === '') return false;
  return new RegExp(`=\\s*(?:\\(0,\\s*)?(?:${alternatives})(?:\\.[\\w$]+)?\\)?\\s*\\(`).test(source);
}

/** Calls of relatively imported functions handing an instance the module makes (factory-handoffs.ts). */
export function findFactoryHandoffs(
  text: string,
  program: AstNode,
  factories: InstanceFactories,
  modules: ModuleLookup = lazyModules(program),
): InstanceConstruction[] {
  const imports = relativeImports(program);
  if (imports.size === 0) return [];
  // Every module importing one is read (a call handing anything else keeps the parameter unknown); only one
  // that may make an instance has any to hand. `findFactoryCalls` reads only the instances a module makes, not
  // the factories it calls (`'factory' in kept`): one neither spelling a factory method (`instanceMade`) nor
  // declaring a factory of its own (`factoryCalled`'s `own`) keeps none, and is not walked for them.
  // A call of an imported function may make one too (`factoryCalled`: mailerlite's `var client = (0,
  // client_1.default)(apiKey, options)`, whose factory factory-configs.ts reads in the other module).
  const mayMake =
    (factories.size > 0 || mayCallFactory(text) || mayCallImported(text, imports.keys())) &&
    (MAY_HAND.test(text) || MAY_CALL_FACTORY.test(text));
  const made = mayMake
    ? madeInstances(text, program, imports, factories, modules)
    : new Map<string, MadeInstance>();
  // `this.client`, kept by the create of the class the call is in.
  const member = (value: AstNode, ancestors: readonly AstNode[]) => {
    const name = toPath(value) ?? '';
    const kept = name.startsWith('this.') ? made.get(name) : undefined;
    return kept && !kept.scope && kept.owner === ownerOf(ancestors) ? kept.instance : undefined;
  };
  return findFactoryCalls(program, made, text, member);
}

/** An instance the module keeps: what `this` is where it is kept, and the function a local is declared in. */
interface MadeInstance {
  instance: HandedInstance | FactoryCall;
  owner: AstNode | string | undefined;
  scope?: AstNode;
}

/**
 * The instances the module makes, by the name it keeps each under: assigned once, never a parameter's name,
 * its defaults never written and no request interceptor naming a timeout.
 */
function madeInstances(
  text: string,
  program: AstNode,
  imports: ReadonlyMap<string, { specifier: string; imported: string }>,
  own: InstanceFactories,
  modules: ModuleLookup,
): Map<string, MadeInstance> {
  const made = new Map<string, MadeInstance | 'unknown'>();
  const touched = new Set<string>();
  walk(program, (node, ancestors) => {
    if (FUNCTIONS.has(node.type))
      for (const param of (node.params as AstNode[]) ?? [])
        if (param.type === 'Identifier') touched.add(String(param.name));
    const assigned = assignment(node);
    if (assigned) {
      // A local of a function (`var client = (0, client_1.default)(apiKey, options)` in mailerlite's
      // `MailerLite`, dist/index.js:31) is read only within that function.
      const scope = node.type === 'VariableDeclarator' ? localScope(ancestors) : undefined;
      const enclosing = innermostFunction(ancestors);
      const defaults = (call: AstNode) => defaultArguments(call, enclosing, program, text);
      const instance =
        scope === null
          ? undefined
          : (instanceMade(assigned.value, modules) ?? factoryCalled(assigned.value, imports, own, defaults));
      // A name assigned twice, or declared inside a block of a function, may hold anything there: unknown.
      const owner = ownerOf(ancestors);
      made.set(
        assigned.name,
        made.has(assigned.name) || !instance ? 'unknown' : { instance, owner, ...(scope ? { scope } : {}) },
      );
    }
    if (node.type === 'AssignmentExpression') {
      // `client.defaults.timeout = …`, `client.defaults = …`: set apart from the create.
      const target = toPath(node.left as AstNode) ?? '';
      const at = target.indexOf('.defaults');
      if (at > 0) touched.add(target.slice(0, at));
    }
    if (node.type === 'CallExpression') {
      // `client.interceptors.request.use((config) => { config.timeout = … })`: the text names the key.
      const callee = toPath(node.callee as AstNode) ?? '';
      const at = callee.indexOf('.interceptors.request.use');
      if (at > 0 && /timeout|signal/i.test(text.slice(node.start, node.end)))
        touched.add(callee.slice(0, at));
    }
    return undefined;
  });
  const result = new Map<string, MadeInstance>();
  for (const [name, kept] of made) if (kept !== 'unknown' && !touched.has(name)) result.set(name, kept);
  return result;
}

/**
 * What `this` is at a node: its innermost class, else its innermost function that is not an arrow — an ES5
 * class's constructor `function Name(…)` and its methods `Name.prototype.m = function (…)` (tsc's ES5 output,
 * frappe-js-sdk 1.14.1 lib/frappe_app/index.js) are the one owner `Name`.
 */
function ownerOf(ancestors: readonly AstNode[]): AstNode | string | undefined {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i] as AstNode;
    if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') return node;
  }
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const node = ancestors[i] as AstNode;
    if (node.type === 'FunctionDeclaration' && isAstNode(node.id)) return `function ${String(node.id.name)}`;
    if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression') {
      const parent = ancestors[i - 1];
      const target =
        parent?.type === 'AssignmentExpression' && parent.right === node
          ? (parent.left as AstNode)
          : undefined;
      const method = /^([A-Za-z_$][\w$]*)\.prototype\.[\w$]+$/.exec((target && toPath(target)) ?? '');
      return method ? `function ${method[1]}` : node;
    }
  }
  return undefined;
}

/** `this.x = value` or `const x = value` (a `let`/`var` too: a second assignment marks it unknown). */
function assignment(node: AstNode): { name: string; value: AstNode } | undefined {
  if (node.type === 'AssignmentExpression') {
    const name = toPath(node.left as AstNode);
    return name && node.operator === '=' ? { name, value: node.right as AstNode } : undefined;
  }
  if (node.type === 'VariableDeclarator' && (node.id as AstNode).type === 'Identifier')
    return isAstNode(node.init) ? { name: String((node.id as AstNode).name), value: node.init } : undefined;
  return undefined;
}

/** Merges every construction of each class: an argument counts only when all hand the same instance. */
export function mergeInstanceConstructions(
  all: readonly InstanceConstruction[],
): Map<string, (HandedInstance | undefined)[]> {
  const byClass = new Map<string, InstanceConstruction[]>();
  for (const construction of all) {
    const list = byClass.get(construction.imported) ?? [];
    list.push(construction);
    byClass.set(construction.imported, list);
  }
  const merged = new Map<string, (HandedInstance | undefined)[]>();
  for (const [name, list] of byClass) {
    const first = list[0]?.args ?? [];
    const args = first.map((instance, index) =>
      instance &&
      !('factory' in instance) &&
      !('forwarded' in instance) &&
      list.every((c) => {
        const arg = c.args[index];
        return !(arg && 'forwarded' in arg) && sameInstance(arg, instance);
      })
        ? instance
        : undefined,
    );
    if (args.some(Boolean)) merged.set(name, args);
  }
  return merged;
}

/**
 * The merged instance constructions of each constructed module, by its path (`resolve` as the scanner resolves
 * a relative specifier among `paths`).
 */
export function instanceConstructionsByTarget(
  records: readonly { from: string; construction: InstanceConstruction }[],
  paths: readonly string[],
  resolve: ResolveAmong,
  factories: ReadonlyMap<string, InstanceFactories> = new Map(),
  reExports: ReadonlyMap<string, readonly ReExport[]> = new Map(),
  stores: ReadonlyMap<string, ClassStores> = new Map(),
): Map<string, HandedInstances> {
  const { groups, find } = groupByTarget(records, (r) => r.construction.specifier, paths, resolve);
  // A class built through its folder's index is the class the index re-exports (barrel-handoffs.ts).
  forwardThroughReExports(groups, reExports, find);
  const forwarding = records.some(({ construction }) =>
    construction.args.some((arg) => arg && 'forwarded' in arg),
  );
  let result = new Map<string, Map<string, (HandedInstance | undefined)[]>>();
  // A constructor's parameter handed on is what its own class was handed: one more hop per round.
  for (let round = 0; round < (forwarding ? MAX_FORWARDS + 1 : 1); round++) {
    const next = new Map<string, Map<string, (HandedInstance | undefined)[]>>();
    for (const [target, list] of groups) {
      const constructions = list.map(({ from, construction }) => {
        // A factory another module declares: the instance it returns, else unknown.
        const args = construction.args.map((arg) => {
          if (arg && 'forwarded' in arg) return handedAt(result, from, arg.forwarded);
          if (!arg || !('factory' in arg)) return arg;
          const declaring = find(from, arg.factory.specifier);
          const instance = declaring ? factories.get(declaring)?.get(arg.factory.name) : undefined;
          return withDefaults(instance, arg.defaults, arg.count ?? 0);
        });
        return { ...construction, args };
      });
      const merged = mergeInstanceConstructions(constructions);
      if (merged.size > 0) next.set(target, merged);
    }
    const settled = known(next) === known(result);
    result = next;
    if (settled) break;
  }
  if (forwarding) markInherited(result, groups, stores);
  return result;
}

/** How many constructors a parameter is followed through. */
const MAX_FORWARDS = 3;

/** How many arguments of all constructions are known instances (rounds only ever add to them). */
function known(merged: ReadonlyMap<string, ReadonlyMap<string, readonly unknown[]>>): number {
  let count = 0;
  for (const byClass of merged.values())
    for (const args of byClass.values()) count += args.filter(Boolean).length;
  return count;
}

/** What the file's constants say of a stored member (ScopedConstants has it). */
interface StoredValues {
  readonly bindings: ReadonlyMap<string, readonly { init: AstNode | null }[]>;
}

/**
 * The members (`this.client`) of the file's classes that keep an instance every construction hands in, with
 * the instance's config rebuilt from its bound numbers (`{ timeout: 30000 }`). A member the file assigns
 * anything else is left alone.
 */
export function keptInstances(
  program: AstNode,
  text: string,
  constants: StoredValues,
  handed: HandedInstances | undefined,
): Map<string, { library: InstanceLibrary; config: AstNode }> {
  const kept = new Map<string, { library: InstanceLibrary; config: AstNode }>();
  if (!handed || handed.size === 0) return kept;
  const seen = new Set<string>();
  for (const { name, fn, node } of [...classConstructors(program), ...es5Classes(program)]) {
    // Built or extended in its own file too (tsc's ES5 `}(Name))`): with what, this module does not read.
    const escaped = name.replace(/\$/g, '\\$');
    const own = new RegExp(`\\b(?:new|extends)\\s+${escaped}\\b|\\(\\s*${escaped}\\s*\\)\\s*\\)`);
    // `export default class Request` is built as its importers name it (`import Request from './Request'`).
    const byName =
      handed.get(name) ?? (node && exportsDefault(program, node) ? handed.get('default') : undefined);
    const args = own.test(text) ? undefined : byName;
    if (!args || !fn) continue;
    for (const [index, param] of (fn.params as AstNode[]).entries()) {
      const instance = args[index];
      // Or kept by the base class it hands the parameter to through `super(…)` (forwarded-instances.ts).
      const inherited =
        instance?.member && param.type === 'Identifier' ? { name: instance.member, id: param } : undefined;
      const stored = instance ? (storedAs(param, fn) ?? inherited) : undefined;
      if (!instance || !stored) continue;
      const key = `this.${stored.name}`;
      const own = constants.bindings.get(key) ?? [];
      // Two classes of the file keeping the same member, or the member assigned anything else: not read.
      const onlyParam = own.every((b) => b.init && unwrap(b.init).name === stored.id.name);
      if (seen.has(key) || own.length > 1 || !onlyParam) {
        kept.delete(key);
        seen.add(key);
        continue;
      }
      seen.add(key);
      kept.set(key, { library: instance.library, config: configOf(instance.bounds) });
    }
  }
  return kept;
}

/** Each top-level class with its constructor, if it declares one. */
function classConstructors(program: AstNode): { name: string; fn: AstNode | undefined; node: AstNode }[] {
  return topClasses(program).map(({ name, node }) => {
    const ctor = ((node.body as AstNode).body as AstNode[]).find(
      (member) => member.type === 'MethodDefinition' && member.kind === 'constructor',
    );
    return { name, fn: ctor?.value as AstNode | undefined, node };
  });
}

/**
 * tsc's ES5 classes: a top-level `var Name = (function () { function Name(…) {…} … return Name; }())`, with
 * its constructor `function Name` (frappe-js-sdk 1.14.1 lib/db/index.js). A subclass's IIFE takes its base as an
 * argument (`(function (_super) {…}(Base))`): not read as a class of its own.
 */
function es5Classes(program: AstNode): { name: string; fn: AstNode; node?: AstNode }[] {
  const found: { name: string; fn: AstNode }[] = [];
  for (const statement of (program.body as AstNode[]) ?? []) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      const call = isAstNode(declarator.init) ? unwrap(declarator.init) : undefined;
      const iife = call?.type === 'CallExpression' ? unwrap(call.callee as AstNode) : undefined;
      if (id.type !== 'Identifier' || iife?.type !== 'FunctionExpression') continue;
      if (
        ((call?.arguments as AstNode[] | undefined) ?? []).length > 0 ||
        (iife.params as AstNode[]).length > 0
      )
        continue;
      const fn = ((iife.body as AstNode).body as AstNode[]).find(
        (inner) => inner.type === 'FunctionDeclaration' && (inner.id as AstNode | null)?.name === id.name,
      );
      if (fn) found.push({ name: String(id.name), fn });
    }
  }
  return found;
}

/**
 * A constructor that keeps a parameter as it is (`constructor(httpClient) { this.client = httpClient; …`, or TS's
 * `constructor(private http: …)`), or tsc's ES5 constructor `function SmsService(httpClient) { this.httpClient =
 * httpClient; …` (notifyre-nodejs-sdk 1.10.0 lib/services/SmsService.js): a file the scanner holds to check again
 * once every module is read.
 */
const MAY_KEEP =
  /\b(?:constructor|function\s+[A-Z][\w$]*)\s*\(\s*(?:(?:public|private|protected|readonly)\s|[^)]*\)\s*\{\s*(?:(?:super\([^)]*\)|(?:var\s+)?_this\s*=\s*_super\.call\([^)]*\)(?:\s*\|\|\s*this)?);?\s*)?(?:this|_this)\.[\w$]+\s*=\s*[\w$]+\s*[;,\n])/;

/** A constructor handing its parameter to its base (`constructor(client) { super(client); }`, forwarded-instances.ts). */
const MAY_INHERIT = /\bconstructor\s*\(\s*[\w$][^)]*\)\s*\{\s*super\(\s*[\w$]/;

/** Whether a file that names no client may still send on an instance handed to its class (checked again). */
export function mayKeepInstance(text: string): boolean {
  return MAY_KEEP.test(text) || MAY_INHERIT.test(text);
}

/**
 * The scanner's record of instance constructions: `note` each module as it is read, then `lookup` a module's
 * classes' handed instances once every module is (merged on the first lookup).
 */
export function createInstanceHandoffs(resolve: ResolveAmong) {
  const records: { from: string; construction: InstanceConstruction }[] = [];
  const factories = new Map<string, InstanceFactories>();
  const reExports = new Map<string, ReExport[]>();
  const stores = new Map<string, ClassStores>();
  let byTarget: Map<string, HandedInstances> | undefined;
  return {
    note(path: string, text: string, program: AstNode): void {
      const passed = moduleReExports(text, program);
      if (passed) reExports.set(path, passed);
      const kept = classStores(text, program);
      if (kept.size > 0) stores.set(path, kept);
      // One lookup of the file's client modules serves both (walked for only at a factory's call).
      const modules = lazyModules(program);
      const made = findInstanceFactories(text, program, modules);
      if (made.size > 0) factories.set(path, made);
      for (const construction of findInstanceConstructions(text, program, made, modules))
        records.push({ from: path, construction });
      for (const construction of findFactoryHandoffs(text, program, made, modules))
        records.push({ from: path, construction });
    },
    lookup(path: string, paths: readonly string[]): HandedInstances | undefined {
      byTarget ??= instanceConstructionsByTarget(records, paths, resolve, factories, reExports, stores);
      return byTarget.get(path);
    },
  };
}
