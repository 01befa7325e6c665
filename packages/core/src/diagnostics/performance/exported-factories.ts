// A client instance another module's exported function builds from the config its caller hands it, kept by the
// caller and sent on there: faros-js-client 0.9.0 lib/axios.js's `makeAxiosInstance(config, retryConfig)` makes
// `const client = axios_1.default.create(config)`, hands it to axios-retry and returns it, and
// `makeAxiosInstanceWithRetry(config, …)` returns `makeAxiosInstance(config, {…})` (lines 52-86); lib/client.js
// keeps `this.api = (0, axios_1.makeAxiosInstanceWithRetry)({ ...axiosConfig, baseURL: url, … }, …)` (lines
// 61-71) and sends `this.api.get(…)`. The factory's module records, per exported function, the library and the
// parameter whose value is the create's whole config; the importing file reads its call as that create with the
// call's own argument as the config, judged as a create of its own (its spreads, defaults and constants read there).
// Only a parameter the factory never writes nor hands to any other call is that config, and only an instance it
// never configures after making it: it may read members of it or hand it to axios-retry, which adds retry
// interceptors and sets no bound (github.com/softonic/axios-retry README: `axiosRetry(axios, { retries,
// retryCondition, retryDelay, shouldResetTimeout, onRetry })`).
import { type AstNode, isAstNode, walk } from '../ast';
import type { BoundExport, RelativeImport } from './bindings';
import { type InstanceLibrary, makesInstance } from './client-instances';
import { returnsOf } from './exported-returns';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

/** What an exported factory returns: an instance of `library` whose config is its argument at `index`. */
export interface ExportedFactory {
  library: InstanceLibrary;
  index: number;
}

/** Modules that decorate an instance they are handed without bounding it (retry interceptors), by library. */
const DECORATORS: Readonly<Record<string, InstanceLibrary>> = { 'axios-retry': 'axios' };

const MAX_DEPTH = 3;

/**
 * The factory each exported function is, by export name (those that are none left out), read when first asked
 * and kept. `functions` are the module's top-level functions by local name (a factory may return another's
 * call), `required` its client modules by local name.
 */
export function exportedFactories(
  functions: ReadonlyMap<string, AstNode>,
  exported: ReadonlyMap<string, AstNode>,
  required: ReadonlyMap<string, BoundExport>,
  body: readonly AstNode[],
): () => ReadonlyMap<string, ExportedFactory> {
  let found: Map<string, ExportedFactory> | undefined;
  return () => {
    if (found) return found;
    const decorators = decoratorLocals(body);
    const cache = new Map<AstNode, ExportedFactory | null>();
    const of = (fn: AstNode | undefined, depth: number): ExportedFactory | undefined => {
      if (!fn || depth >= MAX_DEPTH) return undefined;
      if (cache.has(fn)) return cache.get(fn) ?? undefined;
      cache.set(fn, null);
      const factory = factoryOf(fn, required, decorators, (name) => of(functions.get(name), depth + 1));
      cache.set(fn, factory ?? null);
      return factory;
    };
    found = new Map();
    for (const [name, fn] of exported) {
      const factory = of(fn, 0);
      if (factory) found.set(name, factory);
    }
    return found;
  };
}

/** Local names bound to a decorator module (`const axios_retry_1 = __importStar(require("axios-retry"))`). */
function decoratorLocals(body: readonly AstNode[]): Map<string, InstanceLibrary> {
  const found = new Map<string, InstanceLibrary>();
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      const library = DECORATORS[String((statement.source as AstNode).value)];
      for (const specifier of library ? ((statement.specifiers as AstNode[]) ?? []) : [])
        if (specifier.type !== 'ImportSpecifier')
          found.set(String((specifier.local as AstNode).name), library as InstanceLibrary);
      continue;
    }
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      let init = isAstNode(declarator.init) ? unwrap(declarator.init) : undefined;
      if (
        init?.type === 'CallExpression' &&
        /(__importDefault|__importStar|_interopRequireDefault)$/.test(toPath(init.callee as AstNode) ?? '')
      )
        init = unwrap((init.arguments as AstNode[])[0] as AstNode);
      const source =
        init?.type === 'CallExpression' && toPath(init.callee as AstNode) === 'require'
          ? (init.arguments as AstNode[])[0]
          : undefined;
      const library = source?.type === 'Literal' ? DECORATORS[String(source.value)] : undefined;
      if (library && id.type === 'Identifier') found.set(String(id.name), library);
    }
  }
  return found;
}

/** The factory `fn` is: every return the one instance made from the same untouched parameter. */
function factoryOf(
  fn: AstNode,
  required: ReadonlyMap<string, BoundExport>,
  decorators: ReadonlyMap<string, InstanceLibrary>,
  read: (name: string) => ExportedFactory | undefined,
): ExportedFactory | undefined {
  const returns = returnsOf(fn);
  if (!returns || !FUNCTIONS.has(fn.type)) return undefined;
  const params = new Map<string, number>();
  for (const [index, param] of ((fn.params as AstNode[]) ?? []).entries())
    if (param.type === 'Identifier') params.set(String(param.name), index);
  const scope = ownNames(fn);
  // A made instance handed to a call of its own module's functions, or of any other, is touched.
  const made = (value: AstNode): ExportedFactory | undefined => {
    const call = unwrap(value);
    if (call.type !== 'CallExpression') return undefined;
    const args = call.arguments as AstNode[];
    const callee = unwrap(call.callee as AstNode);
    const path = toPath(callee) ?? '';
    let library: InstanceLibrary | undefined;
    let config: AstNode | undefined;
    if (callee.type === 'MemberExpression' && !callee.computed && args.length === 1) {
      const receiver = toPath(callee.object as AstNode) ?? '';
      const client = required.get(receiver) ?? required.get(receiver.replace(/\.default$/, ''));
      const method = String((callee.property as AstNode).name);
      if (client?.member === 'default' && makesInstance(client.library, method, args)) {
        library = client.library as InstanceLibrary;
        config = args[0];
      }
    }
    if (!library && callee.type === 'Identifier') {
      const inner = read(path);
      if (inner) {
        library = inner.library;
        config = args[inner.index];
      }
    }
    const given = config ? unwrap(config) : undefined;
    const index = given?.type === 'Identifier' ? params.get(String(given.name)) : undefined;
    if (!library || index === undefined || !scope.quiet(String((given as AstNode).name), call))
      return undefined;
    return { library, index };
  };
  let agreed: ExportedFactory | undefined;
  for (const value of returns) {
    const current = unwrap(value);
    let found: ExportedFactory | undefined;
    if (current.type === 'Identifier') {
      const name = String(current.name);
      const init = scope.declared.get(name);
      found = init ? made(init) : undefined;
      if (found && !scope.kept(name, (root) => decorators.get(root) === found?.library)) found = undefined;
    } else found = made(current);
    if (!found || (agreed && (agreed.library !== found.library || agreed.index !== found.index)))
      return undefined;
    agreed = found;
  }
  return agreed;
}

/** The names `fn`'s own body declares once, and how each is used. */
function ownNames(fn: AstNode) {
  const declared = new Map<string, AstNode>();
  const counts = new Map<string, number>();
  const written = new Set<string>();
  /** Calls each name is handed to, and calls made on it (`x.interceptors.request.use(…)`). */
  const handed = new Map<string, AstNode[]>();
  const add = (name: string, call: AstNode) => handed.set(name, [...(handed.get(name) ?? []), call]);
  walk(fn.body as AstNode, (node) => {
    if (node.type === 'VariableDeclarator' && (node.id as AstNode).type === 'Identifier') {
      const name = String((node.id as AstNode).name);
      counts.set(name, (counts.get(name) ?? 0) + 1);
      if (isAstNode(node.init)) declared.set(name, node.init);
    }
    if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') {
      const root = (toPath((node.left ?? node.argument) as AstNode) ?? '').split('.')[0];
      if (root) written.add(root);
    }
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      for (const arg of (node.arguments as AstNode[]) ?? []) {
        const root = (toPath(unwrap(arg)) ?? '').split('.')[0];
        if (root) add(root, node);
      }
      const callee = unwrap(node.callee as AstNode);
      const root =
        callee.type === 'MemberExpression'
          ? (toPath(callee.object as AstNode) ?? '').split('.')[0]
          : undefined;
      if (root) add(root, node);
    }
    return undefined;
  });
  for (const [name, count] of counts) if (count > 1) declared.delete(name);
  return {
    declared,
    /** A parameter never written, and handed to no call but `call` (the create or factory it configures). */
    quiet: (name: string, call: AstNode) =>
      !written.has(name) && !declared.has(name) && (handed.get(name) ?? []).every((at) => at === call),
    /** A local instance never written, never called on, and handed only to a decorator of its library. */
    kept: (name: string, decorates: (root: string) => boolean) =>
      !written.has(name) &&
      (handed.get(name) ?? []).every((at) => {
        const callee = toPath(unwrap(at.callee as AstNode)) ?? '';
        const root = callee.split('.')[0] ?? '';
        return (
          decorates(root) &&
          /^[\w$]+(\.default)?$/.test(callee) &&
          unwrap((at.arguments as AstNode[])[0] as AstNode).type === 'Identifier' &&
          String(unwrap((at.arguments as AstNode[])[0] as AstNode).name) === name
        );
      }),
  };
}

/** Factories a file imports, by the local name it calls (`axios_1` for the whole module, or the function's). */
export type ImportedFactories = ReadonlyMap<
  string,
  { imported: string; factories: ReadonlyMap<string, ExportedFactory> }
>;

/** The relative imports whose module builds instances for its callers (its summary's `factories`). */
export function importedFactories(
  relative: readonly RelativeImport[],
  factoriesOf: (specifier: string) => (() => ReadonlyMap<string, ExportedFactory>) | undefined,
): ImportedFactories {
  const found = new Map<string, { imported: string; factories: ReadonlyMap<string, ExportedFactory> }>();
  for (const { local, specifier, imported } of relative) {
    const factories = factoriesOf(specifier)?.();
    if (factories && factories.size > 0) found.set(local, { imported, factories });
  }
  return found;
}

/**
 * The instance a call of an imported factory makes (`(0, axios_1.makeAxiosInstanceWithRetry)({ … }, …)`): its
 * library and the call's argument that is the whole config; undefined for any other call.
 */
export function factoryInstance(
  call: AstNode,
  imported: ImportedFactories,
): { library: InstanceLibrary; config: AstNode | undefined } | undefined {
  const [root = '', member, ...rest] = (toPath(unwrap(call.callee as AstNode)) ?? '').split('.');
  const from = imported.get(root);
  if (!from || rest.length > 0) return undefined;
  const name = member === undefined ? from.imported : from.imported === '*' ? member : undefined;
  const factory = name && name !== '*' ? from.factories.get(name) : undefined;
  if (!factory) return undefined;
  const args = call.arguments as AstNode[];
  // A spread argument moves every position after it: which one is the config is not known.
  if (args.some((arg, index) => index <= factory.index && arg.type === 'SpreadElement')) return undefined;
  return { library: factory.library, config: args[factory.index] };
}

/** Whether a file names one of a module's factories, and so may keep an instance it builds (checked again). */
export function namesFactoryOf(text: string, factories: () => ReadonlyMap<string, ExportedFactory>): boolean {
  for (const name of factories().keys()) if (text.includes(name)) return true;
  return false;
}
