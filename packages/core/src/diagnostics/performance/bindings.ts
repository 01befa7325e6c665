import { type AstNode, isAstNode, walk } from '../ast';
import { assignedLibrary, heldLibrary } from './assigned-modules';
import { BINDING_NODES } from './binding-nodes';
import { optionalHook } from './client-methods';
import { GENERATED_CLIENTS, type HttpLibrary, MODULES, NAMESPACE_EXPORTS } from './clients';
import { INTEROP, interopOf, isDefaultMember, RELATIVE, relativeRequire } from './compiled-shapes';
import { collectDeclared } from './declared-names';
import { esmAssigned } from './esm-inits';
import { type Constants, resolveNode, toPath, unwrap } from './evaluate';
import { requiredWrapperArgument } from './fetch-wrappers';
import { babelMethodName } from './function-values';
import { namedSetter } from './helper-returns';
import { documentedAxios, injectedParameter } from './injected-modules';
import { createModuleLoaders, loadedLibrary, type ModuleLoaders, recordLoader } from './module-loaders';
import { clientByDefault } from './optional-branches';
import { isPropertyMethod } from './static-fetch';
import { storedLibrary, storedOnThis } from './stored-modules';
import { umdLibraries } from './umd-factories';

export type { HttpLibrary } from './clients';

/** A name bound to one export of a client: `import { request } from 'undici'` → undici's `request`. */
export interface BoundExport {
  library: HttpLibrary;
  member: string;
}

export interface LibraryBindings {
  /** Names bound to a whole client module (default or namespace import): `axios`, `got`, `https`. */
  modules: Map<string, HttpLibrary>;
  /** Names bound to one export: `request` from undici, `get` from https, the default of node-fetch. */
  exports: Map<string, BoundExport>;
  /** Objects whose every value is the same client module (`{ http, https }`), for `LIBS[protocol]`. */
  tables: Map<string, HttpLibrary>;
  /** Every name the file declares (imports, variables, functions, parameters): shadows globals like fetch. */
  declared: Set<string>;
  /**
   * Parameters typed `typeof fetch` or defaulting to the global fetch, with the function they are bound in
   * (`this.x` for TS's `private x`, in the whole file).
   */
  injectedFetch: Map<string, { start: number; end: number; bare?: boolean }[]>;
  /** Functions and methods the file defines, by name: a call of one is a wrapper, judged by its own code. */
  defined: Set<string>;
  /** Names bound to a relative module (`./constants`): `*` the whole module, else one export by name. */
  relative: RelativeImport[];
  /** Functions of the file that load a client module (`() => import(…)`), made when the first is seen. */
  loaders?: ModuleLoaders;
}

export interface RelativeImport {
  local: string;
  specifier: string;
  imported: string;
}

const FUNCTION_VALUES = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/** Which names refer to which HTTP client, from the file's imports and `require` calls. */
export function collectBindings(program: AstNode): LibraryBindings {
  const collector = bindingsCollector();
  walk(program, collector.enter);
  return collector.finish();
}

/** A visitor form of `collectBindings`, for a walk shared with other collectors (children are always visited). */
export interface NodeCollector<T> {
  enter: (node: AstNode, ancestors: readonly AstNode[]) => unknown;
  finish: () => T;
}

/** `text`, when given, lets a parameter's JSDoc type (`@param {AxiosStatic} axios`) bind it. */
export function bindingsCollector(text?: string): NodeCollector<LibraryBindings> {
  const bindings: LibraryBindings = {
    modules: new Map(),
    exports: new Map(),
    declared: new Set(),
    injectedFetch: new Map(),
    defined: new Set(),
    tables: new Map(),
    relative: [],
  };
  const bindDefault = (library: HttpLibrary, local: string): void => {
    // tsc and esbuild call a CommonJS default as `x_1.default(…)`: both names mean the module.
    if (library === 'fetch' || library === 'unfetch') {
      // A fetch by another name: the local shadows the global, and each call is judged by its library.
      const member = library === 'fetch' ? 'fetch' : 'default';
      bindings.exports.set(local, { library, member });
      bindings.exports.set(`${local}.default`, { library, member });
    } else {
      bindings.modules.set(local, library);
      bindings.modules.set(`${local}.default`, library);
    }
  };
  const maps: { name: string; values: AstNode[] }[] = [];
  /** Names given two different client exports: neither. */
  const conflicted = new Set<string>();
  /** What each `this.x = …` assigns: a module (`member: '*'`), one export, or something else (`undefined`). */
  const onThis = new Map<string, (BoundExport | undefined)[]>();
  const lookups: { name: string; object: string }[] = [];
  const bindNamed = (library: HttpLibrary, imported: string, local: string): void => {
    if (imported === 'default' || (library === 'got' && imported === 'got')) bindDefault(library, local);
    else if (NAMESPACE_EXPORTS.has(`${library}:${imported}`)) bindings.modules.set(local, library);
    else if (library === 'ofetch' && (imported === '$fetch' || imported === 'ofetch'))
      bindDefault(library, local);
    else bindings.exports.set(local, { library, member: imported });
  };

  const enter = (node: AstNode, ancestors: readonly AstNode[]): unknown => {
    // Every test below is of one of these types: any other node (most of a file) is passed over by one lookup.
    if (!BINDING_NODES.has(node.type)) return undefined;
    if (node.type === 'ImportDeclaration') {
      const source = String((node.source as AstNode).value);
      const library = MODULES[source];
      for (const specifier of (node.specifiers as AstNode[]) ?? []) {
        const local = String((specifier.local as AstNode).name);
        bindings.declared.add(local);
        if (RELATIVE.test(source)) {
          const imported = specifier.imported as AstNode | undefined;
          bindings.relative.push({
            local,
            specifier: source,
            imported:
              specifier.type === 'ImportSpecifier'
                ? String(imported?.name ?? imported?.value)
                : specifier.type === 'ImportDefaultSpecifier'
                  ? 'default'
                  : '*',
          });
        }
        if (!library) continue;
        if (specifier.type === 'ImportSpecifier') {
          const imported = specifier.imported as AstNode;
          bindNamed(library, String(imported.name ?? imported.value), local);
        } else bindDefault(library, local);
      }
      return false;
    }
    if (node.type === 'TSImportEqualsDeclaration') {
      const reference = node.moduleReference as AstNode;
      const local = String((node.id as AstNode).name);
      bindings.declared.add(local);
      const source = isAstNode(reference.expression) ? reference.expression.value : undefined;
      const library = MODULES[String(source)];
      if (library) bindDefault(library, local);
      return false;
    }
    if (node.type === 'VariableDeclarator' && isAstNode(node.init)) {
      const id = node.id as AstNode;
      const init = unwrap(node.init);
      if (id.type === 'Identifier' && /Function|^Call/.test(init.type)) {
        bindings.loaders ??= createModuleLoaders();
        recordLoader(String(id.name), init, bindings.loaders);
      }
      const specifier = relativeRequire(init);
      if (specifier && id.type === 'Identifier')
        bindings.relative.push({ local: String(id.name), specifier, imported: '*' });
      if (specifier && id.type === 'ObjectPattern') {
        for (const property of id.properties as AstNode[]) {
          const key = property.key as AstNode | undefined;
          const value = property.value as AstNode | undefined;
          if (property.type === 'Property' && key?.type === 'Identifier' && value?.type === 'Identifier')
            bindings.relative.push({ local: String(value.name), specifier, imported: String(key.name) });
        }
      }
      // `const { fetchWithTimeout: fetch } = unsentRequest` where unsentRequest is a known client module.
      const fromModule = init.type === 'Identifier' ? bindings.modules.get(String(init.name)) : undefined;
      const library =
        requiredLibrary(node.init, bindings) ?? (id.type === 'ObjectPattern' ? fromModule : undefined);
      if (!library && id.type === 'Identifier' && init.type === 'ObjectExpression') {
        // Only a table of module names (`{ http, https }`) can pick a client at run time.
        const properties = init.properties as AstNode[];
        if (
          properties.length > 0 &&
          properties.length <= 8 &&
          properties.every((p) => (p.value as AstNode | undefined)?.type === 'Identifier')
        ) {
          maps.push({ name: String(id.name), values: properties.map((p) => p.value as AstNode) });
        }
      }
      if (!library && id.type === 'Identifier' && init.type === 'MemberExpression' && init.computed) {
        const object = unwrap(init.object as AstNode);
        if (object.type === 'Identifier')
          lookups.push({ name: String(id.name), object: String(object.name) });
      }
      if (library && id.type === 'Identifier') bindDefault(library, String(id.name));
      if (library && id.type === 'ObjectPattern') {
        for (const property of id.properties as AstNode[]) {
          const key = property.key as AstNode | undefined;
          const value = property.value as AstNode | undefined;
          if (property.type === 'Property' && key?.type === 'Identifier' && value?.type === 'Identifier') {
            bindNamed(library, String(key.name), String(value.name));
          }
        }
      }
    }
    const esm = esmAssigned(node, ancestors); // `import_axios = __toESM(require("axios"))` in an esbuild init
    const esmLibrary = esm && requiredLibrary(esm.value, bindings);
    if (esm && esmLibrary) bindDefault(esmLibrary, esm.name);
    if (FUNCTION_NODES.has(node.type)) bindParameters(node, bindings, text, bindDefault);
    else if (node.type === 'CallExpression')
      for (const [local, library] of umdLibraries(node, requiredLibrary)) bindDefault(library, local);
    // `this.axios = axios` (the module), `this.makeRequest = secure ? https.request : http.request` (one
    // export): bound after the walk if every assignment of that member agrees.
    const stored = storedOnThis(node); // also tsc's private field set (stored-modules.ts)
    if (stored) {
      const { target, left } = stored;
      // The caller's optional hook around the client kept there leaves it the client (client-methods.ts), and so
      // does a setter through which the caller may hand its own (`setClient(restClient)`, helper-returns.ts).
      const set = left && namedSetter(left, unwrap(stored.value), ancestors, text);
      if (!(left && optionalHook(node, ancestors)) && !set) {
        const value = unwrap(stored.value);
        const library = storedLibrary(value, ancestors, bindings.modules, requiredLibrary); // `p ? … : axios` too
        const kept: BoundExport | undefined = library ? { library, member: '*' } : memberOf(value, bindings);
        const list = onThis.get(target);
        if (list) list.push(kept);
        else onThis.set(target, [kept]);
      }
    }
    if (
      node.type === 'VariableDeclarator' &&
      (node.id as AstNode).type === 'Identifier' &&
      isAstNode(node.init)
    ) {
      const member = memberOf(unwrap(node.init), bindings);
      if (member) bindMember(bindings, conflicted, String((node.id as AstNode).name), member);
    }
    collectDeclared(node, bindings.declared);
    if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && isAstNode(node.id)) {
      bindings.defined.add(String(node.id.name));
    }
    const method = isPropertyMethod(node); // `public fetch = async (playlist) => {…}` (static-fetch.ts)
    if (
      (method || node.type === 'MethodDefinition' || node.type === 'TSAbstractMethodDefinition') &&
      isAstNode(node.key)
    ) {
      bindings.defined.add(String(node.key.name));
    }
    const described = node.type === 'FunctionExpression' ? babelMethodName(ancestors) : undefined; // Babel's class
    if (described) bindings.defined.add(described.slice(5)); // `_createClass(C, [{ key, value: function … }])`
    if (
      node.type === 'VariableDeclarator' &&
      (node.id as AstNode).type === 'Identifier' &&
      isAstNode(node.init) &&
      FUNCTION_VALUES.has(unwrap(node.init).type)
    ) {
      bindings.defined.add(String((node.id as AstNode).name));
    }
    return undefined;
  };
  const finish = (): LibraryBindings => {
    // A generated client (`import * as core from "../core"` in a file the generator wrote): see clients.ts.
    const head = text?.slice(0, 2000) ?? '';
    for (const client of GENERATED_CLIENTS) {
      if (!head.includes(client.generated.marker)) continue;
      for (const { local, specifier, imported } of bindings.relative)
        if (imported === '*' && client.generated.module.test(specifier))
          bindings.modules.set(local, client.library);
    }
    // `f = fetch` where the file defines its own `fetch`: f is that function, judged by its own code.
    if (bindings.defined.has('fetch')) {
      for (const [name, scopes] of bindings.injectedFetch) {
        const kept = scopes.filter((scope) => !scope.bare);
        if (kept.length > 0) bindings.injectedFetch.set(name, kept);
        else bindings.injectedFetch.delete(name);
      }
    }
    for (const [target, kept] of onThis) {
      const [first] = kept;
      if (!first || kept.some((k) => k?.library !== first.library || k.member !== first.member)) {
        // Also a TS parameter property (`protected axios = globalAxios`): assigned something else, not known.
        for (const name of [target, `${target}.default`]) bindings.modules.delete(name);
        bindings.exports.delete(target);
        continue;
      }
      if (first.member === '*') bindDefault(first.library, target);
      else bindings.exports.set(target, first);
    }
    return finishBindings(bindings, maps, lookups);
  };
  return { enter, finish };
}

/** `https.request`, `(secure ? https : http).get`, `secure ? https.request : http.request` → that export. */
function memberOf(value: AstNode, bindings: LibraryBindings): BoundExport | undefined {
  if (value.type === 'ConditionalExpression') {
    const yes = memberOf(unwrap(value.consequent as AstNode), bindings);
    const no = memberOf(unwrap(value.alternate as AstNode), bindings);
    return yes && no && yes.library === no.library && yes.member === no.member ? yes : undefined;
  }
  if (value.type !== 'MemberExpression' || value.computed) return undefined;
  const member = String((value.property as AstNode).name);
  const library = member === 'default' ? undefined : libraryOf(value.object as AstNode, bindings);
  return library === 'http' && (member === 'request' || member === 'get') ? { library, member } : undefined;
}

/** A name given one export; given two different ones (assigned twice), it is neither. */
function bindMember(
  bindings: LibraryBindings,
  conflicted: Set<string>,
  local: string,
  member: BoundExport,
): void {
  const before = bindings.exports.get(local);
  if (conflicted.has(local)) return;
  if (before && (before.library !== member.library || before.member !== member.member)) {
    bindings.exports.delete(local);
    conflicted.add(local);
  } else bindings.exports.set(local, member);
}

const FUNCTION_NODES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Parameters that are a client by their type or their default (see `injectedParameter`). */
function bindParameters(
  fn: AstNode,
  bindings: LibraryBindings,
  text: string | undefined,
  bind: (library: HttpLibrary, local: string) => void,
): void {
  const params = (fn.params as AstNode[] | undefined) ?? [];
  if (params.length === 0) return;
  const documented = documentedAxios(fn, text);
  const of = (node: AstNode): HttpLibrary | undefined =>
    requiredLibrary(node, bindings) ?? libraryOf(node, bindings);
  for (const param of params) {
    const injected = injectedParameter(param, documented, of);
    if (injected?.library === 'fetch' && injected.global) {
      // Judged as an injected fetch (see injected-fetch.ts), whatever its name.
      const name = injected.onThis ? `this.${injected.name}` : injected.name;
      const scope = injected.onThis ? { start: 0, end: Number.MAX_SAFE_INTEGER } : fn;
      bindings.injectedFetch.set(name, [
        ...(bindings.injectedFetch.get(name) ?? []),
        { start: scope.start, end: scope.end, ...(injected.bare ? { bare: true } : {}) },
      ]);
      continue;
    }
    if (!injected) continue;
    bind(injected.library, injected.name);
    if (injected.onThis) bind(injected.library, `this.${injected.name}`);
  }
}

function finishBindings(
  bindings: LibraryBindings,
  maps: readonly { name: string; values: AstNode[] }[],
  lookups: readonly { name: string; object: string }[],
): LibraryBindings {
  // A table of modules (`const LIBS = { http, https }`) looked up at run time (`LIBS[protocol]`).
  for (const { name, object } of lookups) {
    const table = maps.find((map) => map.name === object);
    const library = table ? sameLibrary(table.values, bindings) : undefined;
    if (library) bindings.modules.set(name, library);
  }
  for (const map of maps) {
    const library = sameLibrary(map.values, bindings);
    if (library) bindings.tables.set(map.name, library);
  }
  return bindings;
}

/** The one library every expression names (`http` and `https` are one), if they all name the same. */
export function sameLibrary(
  values: readonly (AstNode | undefined)[],
  bindings: LibraryBindings,
): HttpLibrary | undefined {
  let library: HttpLibrary | undefined;
  for (const value of values) {
    if (!value) return undefined;
    const current = libraryOf(value, bindings);
    if (!current || (library && current !== library)) return undefined;
    library = current;
  }
  return library;
}

/**
 * The client module an expression stands for: a bound name, `secure ? https : http`, `LIBS[protocol]`.
 * @example libraryOf(parse('(secure ? https : http)'), bindings) // 'http'
 */
export function libraryOf(node: AstNode, bindings: LibraryBindings): HttpLibrary | undefined {
  const current = unwrap(node);
  if (current.type === 'Identifier') return bindings.modules.get(String(current.name));
  if (current.type === 'ConditionalExpression') {
    return sameLibrary([current.consequent as AstNode, current.alternate as AstNode], bindings);
  }
  // `options.httpModule ?? nativeHttpModule`: the module the call gets when the caller gives none.
  if (current.type === 'LogicalExpression' && (current.operator === '??' || current.operator === '||')) {
    const given = libraryOf(current.left as AstNode, bindings);
    const fallback = libraryOf(current.right as AstNode, bindings);
    return given && fallback !== given ? undefined : fallback;
  }
  if (current.type === 'MemberExpression') {
    const object = unwrap(current.object as AstNode);
    if (current.computed && object.type === 'Identifier') return bindings.tables.get(String(object.name));
    // `{ 'http:': http, 'https:': https }[options.protocol]`: a table written where it is looked up.
    if (current.computed && object.type === 'ObjectExpression') {
      const properties = object.properties as AstNode[];
      return properties.length > 0 && properties.length <= 8 && properties.every((p) => p.type === 'Property')
        ? sameLibrary(
            properties.map((p) => p.value as AstNode),
            bindings,
          )
        : undefined;
    }
    if (!current.computed && (current.property as AstNode).name === 'default')
      return libraryOf(object, bindings);
  }
  return undefined;
}

/**
 * The client module a name holds through a value of the file: a parameter whose only caller passes
 * `options.httpModule ?? nativeHttpModule`, a name assigned one; for a node request `method` (`request`, `get`),
 * also a name assigned one in several branches.
 */
export function passedLibrary(
  node: AstNode,
  bindings: LibraryBindings,
  constants: Constants,
  method?: string,
): HttpLibrary | undefined {
  const current = unwrap(node);
  const known = (node: AstNode) => libraryOf(node, bindings) ?? requiredLibrary(node, bindings);
  if (current.type !== 'Identifier') return heldLibrary(current, constants, known); // assigned-modules.ts
  const value = resolveNode(current, constants);
  // `var transport; if (…) transport = https; else transport = http` (assigned-modules.ts).
  if (value === current)
    return method === 'request' || method === 'get' ? assignedLibrary(current, constants, known) : undefined;
  // `const t = _transport(options)`, or `factory ? factory(o) : _transport(o)` (optional-branches.ts); `const
  // transport = https` with `https = require('https')`: the name resolves through to the require.
  return known(clientByDefault(value, constants));
}

/**
 * `require('axios')`, `require('axios').default`, `await import('axios')`, tsc's
 * `__importStar(require('axios'))`, and `secure ? require('https') : require('http')` → the library.
 */
export function requiredLibrary(
  init: AstNode,
  bindings?: LibraryBindings,
  interop = false,
): HttpLibrary | undefined {
  let current = unwrap(init);
  if (current.type === 'ConditionalExpression') {
    const loaders = bindings?.loaders; // `secure ? await importHttps() : await importHttp()` (module-loaders.ts)
    const yes =
      requiredLibrary(current.consequent as AstNode) ?? loadedLibrary(current.consequent as AstNode, loaders);
    const no =
      requiredLibrary(current.alternate as AstNode) ?? loadedLibrary(current.alternate as AstNode, loaders);
    return yes && yes === no ? yes : bindings ? libraryOf(current, bindings) : undefined;
  }
  if (current.type === 'CallExpression') {
    const callee = unwrap(current.callee as AstNode);
    const name = callee.type === 'MemberExpression' ? (callee.property as AstNode).name : callee.name;
    const argument = (current.arguments as AstNode[])[0];
    if (INTEROP.test(String(name)) && argument) return requiredLibrary(argument, bindings, true);
    // `require('@vercel/fetch-retry')(require('node-fetch'))`: the fetch it wraps (fetch-wrappers.ts).
    const wrapped = requiredWrapperArgument(current);
    if (wrapped) return requiredLibrary(wrapped, bindings);
  }
  if (current.type === 'AwaitExpression' && isAstNode(current.argument)) current = unwrap(current.argument);
  if (current.type === 'MemberExpression' && isDefaultMember(current)) {
    current = unwrap(current.object as AstNode);
    if (current.type === 'AwaitExpression' && isAstNode(current.argument)) current = unwrap(current.argument);
    interop = true;
  }
  // Rollup's `_interopDefaultLegacy(require$$3)` and `__importStar(d["default"])`: a name bound to the module.
  if (interop && current.type === 'Identifier' && bindings)
    return interopOf(String(current.name), bindings.modules, bindings.exports);
  const loaded = loadedLibrary(current, bindings?.loaders);
  if (loaded) return loaded;
  let source: AstNode | undefined;
  if (current.type === 'CallExpression') {
    const callee = current.callee as AstNode;
    if (callee.type === 'Identifier' && callee.name === 'require')
      source = (current.arguments as AstNode[])[0];
  } else if (current.type === 'ImportExpression') source = current.source as AstNode;
  return source?.type === 'Literal' ? MODULES[String(source.value)] : undefined;
}

/**
 * `const requestMethod = fastFail ? fastFailRequest : gaxios.request; requestMethod(req)`: a callee chosen at
 * run time, one of whose choices is a client's function: that choice (the call is judged on its path).
 */
export function chosenClient(
  callee: AstNode,
  bindings: LibraryBindings,
  constants: Constants,
): AstNode | undefined {
  const value = resolveNode(callee, constants);
  if (value.type !== 'ConditionalExpression') return undefined;
  for (const branch of [value.consequent, value.alternate] as AstNode[]) {
    const choice = unwrap(branch);
    const path = toPath(choice);
    if (!path) continue;
    const [head] = path.split('.');
    if (bindings.exports.has(path) || (path.includes('.') && bindings.modules.has(head ?? ''))) return choice;
  }
  return undefined;
}
