// A client instance a factory function makes and returns, handed on by whoever calls it: frappe-js-sdk 1.14.1
// lib/utils/axios.js's getAxiosClient makes `axiosInstance = axios_1.default.create({ baseURL, headers,
// withCredentials })`, adds a request interceptor that sets headers only and returns it (lines 16-34); FrappeApp
// (lib/frappe_app/index.js:17) keeps `this.axios = (0, axios_1.getAxiosClient)(…)` and hands it to every class it
// builds (`new db_1.FrappeDB(this.url, this.axios, …)`). A function counts as a factory only when every return
// is one instance its own body makes (or makes and returns at once), with a visible config, whose defaults the
// body never writes, that it hands to no call, and on which no request interceptor names a timeout or signal.
import { type AstNode, declarationOf, isAstNode, walk } from '../ast';
import { collectBindings } from './bindings';
import { FACTORY_METHODS, type InstanceLibrary, makesInstance } from './client-instances';
import { evaluateNumber } from './evaluate';
import { exportedFunctions } from './exported-functions';
import { type FactoryConfig, factoryConfig } from './factory-configs';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

/** An instance handed to a constructor: its library and its bound keys' numbers (`timeout` → 30000). */
export interface HandedInstance {
  library: InstanceLibrary;
  bounds: ReadonlyMap<string, number>;
  /**
   * A factory's instance whose config also reads these parameters (factory-configs.ts): bound as `bounds` say
   * only where a call leaves each of them at its default (`withDefaults`); never handed on as it is.
   */
  optional?: readonly number[];
  /** The member a base class keeps it as, for a subclass handing it on through `super(…)` (forwarded-instances.ts). */
  member?: string;
}

/** Keys of an instance's config that bound its requests, or may (a custom adapter sends however it likes). */
const BOUND_KEY = /timeout|signal|deadline|adapter/i;

/** Client modules by local name; only `get` is read, so a caller may look the file's bindings up lazily. */
export type ModuleLookup = Pick<ReadonlyMap<string, string>, 'get'>;

/**
 * The `modules` of `collectBindings(program)`, walked for at the first lookup and kept for the next: most files
 * never look one up (only a factory's call does), and one lookup can serve the factories and the constructions.
 */
export function lazyModules(program: AstNode): ModuleLookup {
  let modules: ReadonlyMap<string, string> | undefined;
  return {
    get: (name) => {
      modules ??= collectBindings(program).modules;
      return modules.get(name);
    },
  };
}

/**
 * The instance `value` makes (`axios.create(config)`), with its config's bound numbers; undefined otherwise.
 * `read` reads a config that is no object literal (a factory's, factory-configs.ts).
 */
export function instanceMade(
  value: AstNode,
  modules: ModuleLookup,
  read?: (config: AstNode) => FactoryConfig | undefined,
): HandedInstance | undefined {
  const call = unwrap(value);
  if (call.type !== 'CallExpression') return undefined;
  const callee = unwrap(call.callee as AstNode);
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  const method = String((callee.property as AstNode).name);
  // `makesInstance` holds only for a factory's name: no module is looked up for `response.json()` and the like.
  if (!FACTORY_METHODS.has(method)) return undefined;
  const library = modules.get(toPath(callee.object as AstNode) ?? '');
  const args = call.arguments as AstNode[];
  if (!library || !makesInstance(library, method, args)) return undefined;
  if (args.length > 1) return undefined;
  const bounds = configBounds(args[0]);
  if (bounds) return { library: library as InstanceLibrary, bounds };
  const config = args[0] && read?.(args[0]);
  return config && config.optional.length > 0
    ? { library: library as InstanceLibrary, bounds: config.bounds, optional: config.optional }
    : config
      ? { library: library as InstanceLibrary, bounds: config.bounds }
      : undefined;
}

/** The numbers of a visible config's bound keys; undefined when any key is not read or a bound not a number. */
function configBounds(config: AstNode | undefined): Map<string, number> | undefined {
  const bounds = new Map<string, number>();
  if (!config) return bounds;
  const object = unwrap(config);
  if (object.type !== 'ObjectExpression') return undefined;
  for (const item of object.properties as AstNode[]) {
    if (item.type !== 'Property' || item.computed) return undefined;
    const key = item.key as AstNode;
    const name = key.type === 'Identifier' ? String(key.name) : String(key.value);
    if (!BOUND_KEY.test(name)) continue;
    const value = evaluateNumber(item.value as AstNode, new Map());
    if (value === undefined || name === 'adapter') return undefined;
    bounds.set(name, value);
  }
  return bounds;
}

export function sameInstance(a: HandedInstance | FactoryCall | undefined, b: HandedInstance): boolean {
  if (
    !a ||
    'factory' in a ||
    a.optional ||
    b.optional ||
    a.library !== b.library ||
    a.bounds.size !== b.bounds.size
  )
    return false;
  return [...a.bounds].every(([key, value]) => b.bounds.get(key) === value);
}

/** A call of a factory another module of the package declares: resolved once every module is read. */
export interface FactoryCall {
  factory: { specifier: string; name: string };
  /** The call's arguments that hand nothing by default (factory-configs.ts `defaultArguments`). */
  defaults?: ReadonlySet<number>;
  /** How many arguments the call hands. */
  count?: number;
}

/**
 * A factory's instance as one call of it makes it: as it is, or (one whose config reads parameters) bound as its
 * visible keys say when the call leaves each of those parameters at its default; otherwise unknown.
 */
export function withDefaults(
  instance: HandedInstance | undefined,
  defaults: ReadonlySet<number> | undefined,
  count: number,
): HandedInstance | undefined {
  if (!instance?.optional) return instance;
  const left = instance.optional.every((index) => index >= count || defaults?.has(index));
  return left ? { library: instance.library, bounds: instance.bounds } : undefined;
}

/** The module's factories, by the name of the top-level function: the instance each returns. */
export type InstanceFactories = ReadonlyMap<string, HandedInstance>;

/** Top-level functions (`function f`, `export function f`, `const f = () => …`) that return one made instance. */
export function findInstanceFactories(
  text: string,
  program: AstNode,
  lookup: ModuleLookup = lazyModules(program),
): Map<string, HandedInstance> {
  const factories = new Map<string, HandedInstance>();
  if (!/\.(?:create|extend)\s*\(/.test(text)) return factories;
  const declared = new Map<string, number>();
  const byFunction = new Map<AstNode, HandedInstance>();
  for (const { name, fn } of topFunctions(program)) {
    declared.set(name, (declared.get(name) ?? 0) + 1);
    const instance = returnedInstance(text, fn, lookup);
    if (instance) factories.set(name, instance);
    if (instance) byFunction.set(fn, instance);
  }
  // A name declared twice (an overload's body aside, tsc emits one) may be either: not read.
  for (const [name, count] of declared) if (count > 1) factories.delete(name);
  // Also by the name an importer calls it (`exports.default = MailerLiteClient`), unless that is another's name.
  for (const [exported, fn] of exportedFunctions(program)) {
    const instance = byFunction.get(fn);
    if (!instance || (declared.has(exported) && factories.get(exported) !== instance)) continue;
    factories.set(exported, instance);
  }
  return factories;
}

function topFunctions(program: AstNode): { name: string; fn: AstNode }[] {
  const found: { name: string; fn: AstNode }[] = [];
  for (const statement of (program.body as AstNode[]) ?? []) {
    const declaration = declarationOf(statement);
    if (!declaration) continue;
    if (declaration.type === 'FunctionDeclaration' && isAstNode(declaration.id))
      found.push({ name: String((declaration.id as AstNode).name), fn: declaration });
    if (declaration.type === 'VariableDeclaration' && declaration.kind === 'const')
      for (const declarator of declaration.declarations as AstNode[]) {
        const init = isAstNode(declarator.init) ? unwrap(declarator.init) : undefined;
        if ((declarator.id as AstNode).type === 'Identifier' && init && FUNCTIONS.has(init.type))
          found.push({ name: String((declarator.id as AstNode).name), fn: init });
      }
  }
  return found;
}

/** The one instance every return of `fn` is; undefined when any return is anything else. */
function returnedInstance(text: string, fn: AstNode, modules: ModuleLookup): HandedInstance | undefined {
  const body = fn.body as AstNode;
  if (body.type !== 'BlockStatement')
    return instanceMade(body, modules, (config) => factoryConfig(fn, config, text));
  // Only a factory's call makes an instance (`instanceMade`): a body whose text spells no factory's name, nor a
  // `\` that could escape one (`cr\u0065ate`), holds none, and every return of it is something else.
  if (!mayCallFactory(text.slice(body.start, body.end))) return undefined;
  const returns: AstNode[] = [];
  const locals = new Map<string, { instance: HandedInstance | undefined; count: number }>();
  const touched = new Set<string>();
  for (const param of (fn.params as AstNode[]) ?? [])
    if (param.type === 'Identifier') touched.add(String(param.name));
  walk(body, (node, ancestors) => {
    // A nested function's returns and names are its own; its uses of a local are still read below. Asked only
    // of the two node types it decides (a scan of the ancestors at every node was the walk's largest cost).
    if (node.type === 'ReturnStatement' && !insideFunction(ancestors)) returns.push(node);
    if (node.type === 'VariableDeclarator' && (node.id as AstNode).type === 'Identifier') {
      const name = String((node.id as AstNode).name);
      const prior = locals.get(name);
      const instance =
        isAstNode(node.init) && !insideFunction(ancestors)
          ? instanceMade(node.init, modules, (config) => factoryConfig(fn, config, text))
          : undefined;
      locals.set(name, { instance, count: (prior?.count ?? 0) + 1 });
    }
    if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') {
      const target = toPath((node.left ?? node.argument) as AstNode) ?? '';
      // `client = …`, `client.defaults.timeout = …`, `client.defaults = …`.
      const root = target.split('.')[0] ?? '';
      if (!target.includes('.') || /\.defaults\b/.test(target)) touched.add(root);
    }
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      const callee = toPath(node.callee as AstNode) ?? '';
      const at = callee.indexOf('.interceptors.');
      if (at > 0 && /timeout|signal|adapter/i.test(text.slice(node.start, node.end)))
        touched.add(callee.slice(0, at));
      // Handed to a call (`axiosRetry(client, …)`, `Object.assign(client.defaults, …)`): it may set anything.
      for (const arg of (node.arguments as AstNode[]) ?? []) {
        const path = toPath(arg);
        if (path) touched.add(path.split('.')[0] ?? '');
      }
    }
    return undefined;
  });
  let found: HandedInstance | undefined;
  for (const statement of returns) {
    const argument = isAstNode(statement.argument) ? unwrap(statement.argument) : undefined;
    if (!argument) return undefined;
    let instance: HandedInstance | undefined;
    if (argument.type === 'Identifier') {
      const name = String(argument.name);
      const local = locals.get(name);
      instance = local && local.count === 1 && !touched.has(name) ? local.instance : undefined;
    } else instance = instanceMade(argument, modules, (config) => factoryConfig(fn, config, text));
    if (!instance || (found && !sameInstance(found, instance))) return undefined;
    found = instance;
  }
  return found;
}

/** Whether source may spell a factory method's name (or escape one): else no call in it makes an instance. */
export function mayCallFactory(source: string): boolean {
  if (source.includes('\\')) return true;
  for (const method of FACTORY_METHODS) if (source.includes(method)) return true;
  return false;
}

/** Whether a function (nested in the one walked) holds the node whose ancestors these are. */
function insideFunction(ancestors: readonly AstNode[]): boolean {
  for (let i = 0; i < ancestors.length; i++) if (FUNCTIONS.has((ancestors[i] as AstNode).type)) return true;
  return false;
}

/**
 * The factory a call names: a top-level function of the module, or one a relative import brings (its default
 * export too, `(0, client_1.default)(apiKey, options)`); `defaults` are the call's arguments that hand nothing
 * by default (factory-configs.ts).
 */
export function factoryCalled(
  value: AstNode,
  imports: ReadonlyMap<string, { specifier: string; imported: string }>,
  own: InstanceFactories,
  defaults?: (call: AstNode) => Set<number>,
): HandedInstance | FactoryCall | undefined {
  const call = unwrap(value);
  if (call.type !== 'CallExpression') return undefined;
  const [root = '', member, ...rest] = (toPath(unwrap(call.callee as AstNode)) ?? '').split('.');
  if (rest.length > 0) return undefined;
  const from = imports.get(root);
  const count = (call.arguments as AstNode[]).length;
  if (!from) return member === undefined ? withDefaults(own.get(root), defaults?.(call), count) : undefined;
  const name = member === undefined ? from.imported : from.imported === '*' ? member : undefined;
  if (!name || name === '*') return undefined;
  return { factory: { specifier: from.specifier, name }, defaults: defaults?.(call), count };
}
