// A method of the object a file's own factory returns, called on the factory's result: the typescript-fetch
// template of swagger-codegen / early OpenAPI Generator (mailslurp-swagger-sdk-ts 6.1.0 api.ts line 1137) writes
// `const localVarFetchArgs = XApiFetchParamCreator(configuration).op(body, options)` and then
// `fetch(basePath + localVarFetchArgs.url, localVarFetchArgs.options)`; the factory returns `{ op(…) { …; return
// { url, options: localVarRequestOptions } } }`. The call reads as what that method returns, so its options are
// followed to the `Object.assign({ method }, baseOptions, options)` that builds them. tsc's CommonJS output of the
// same template calls the factory as `(0, exports.XApiFetchParamCreator)(configuration)` after `exports.X = X`.
import type { AstNode } from '../ast';
import { returnValue } from './function-values';
import { FUNCTIONS, propertyKey, toPath, unwrap } from './node-paths';

type Functions = ReadonlyMap<string, AstNode | null>;
/** The value the file binds a path to for the whole module (`exports.X` → `X`), if one. */
type BoundTo = (path: string) => AstNode | null | undefined;

/** The file's own function a callee names: `F`, or `exports.F` when the module sets `exports.F = F` (tsc). */
function factoryNamed(callee: AstNode, functions: Functions, boundTo: BoundTo): string | undefined {
  const path = toPath(unwrap(callee));
  const name = path ? /^(?:exports\.)?([\w$]+)$/.exec(path)?.[1] : undefined;
  if (!path || !name || !functions.get(name)) return undefined;
  if (path === name) return name;
  const value = boundTo(path);
  return value?.type === 'Identifier' && value.name === name ? name : undefined;
}

/** The factory `factory(…).name(…)` calls and the method it names, when the factory returns an object literal. */
function factoryMethod(
  call: AstNode,
  functions: Functions,
  boundTo: BoundTo,
): { factory: string; method: AstNode } | undefined {
  if (call.type !== 'CallExpression') return undefined;
  const callee = unwrap(call.callee as AstNode);
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  const property = callee.property as AstNode;
  const name = property.type === 'Identifier' ? String(property.name) : undefined;
  const inner = unwrap(callee.object as AstNode);
  const factory =
    inner.type === 'CallExpression' ? factoryNamed(inner.callee as AstNode, functions, boundTo) : undefined;
  const fn = factory ? functions.get(factory) : undefined;
  const made = fn ? returnValue(fn) : undefined;
  const object = made ? unwrap(made) : undefined;
  if (!factory || !name || object?.type !== 'ObjectExpression') return undefined;
  const methods = (object.properties as AstNode[]).filter(
    (property) => property.type === 'Property' && propertyKey(property) === name,
  );
  const method = methods.length === 1 ? unwrap(methods[0]?.value as AstNode) : undefined;
  return method && FUNCTIONS.has(method.type) ? { factory, method } : undefined;
}

/** What `factory(…).name(…)` returns when `factory` is one function of the file returning an object literal. */
export function factoryMethodReturn(
  call: AstNode,
  constants: { functions: Functions; get(path: string): AstNode | undefined },
): AstNode | undefined {
  const found = factoryMethod(call, constants.functions, (path) => constants.get(path));
  return found ? (returnValue(found.method) ?? undefined) : undefined;
}

/** Where the text names `name` as a whole (not as a member `a.name`, nor inside a longer name). */
function mentions(text: string, name: string): number[] {
  const escaped = name.replace(/\$/g, '\\$').replace(/\./g, '\\.');
  return [...text.matchAll(new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])`, 'g'))].map((m) => m.index ?? 0);
}

/**
 * Whether the factory `name` is only declared, exported (`exports.name = name`, tsc's `exports.a = exports.name =
 * void 0` preamble) and called `count` times as `factory(…).method(…)`: never handed on, so those calls are all.
 */
function onlyCalled(text: string, name: string, count: number): boolean {
  const bare = mentions(text, name);
  const declared = bare.filter((at) =>
    /\b(?:const|let|var|function)\s+$/.test(text.slice(Math.max(0, at - 20), at)),
  );
  const exported = bare.filter((at) =>
    /\bexports\.[\w$]+\s*=\s*$/.test(text.slice(Math.max(0, at - 200), at)),
  );
  const viaExports = mentions(text, `exports.${name}`);
  const targets = viaExports.filter((at) =>
    /^\s*=(?!=)/.test(text.slice(at + name.length + 8, at + name.length + 12)),
  );
  const calls = bare.length - declared.length - exported.length + viaExports.length - targets.length;
  return declared.length === 1 && exported.length <= 1 && calls === count;
}

/**
 * The calls of each method of a factory's object (`XApiFetchParamCreator(configuration).op(body, options)`), kept
 * as that method's call sites when every other mention of the factory's name is such a call: the method's
 * parameters are then what those calls hand in (caller-origins.ts follows them). `calls`: every call of the file,
 * as the constants' walk collected them (no second walk).
 */
export function bindFactoryMethodSites(
  text: string | undefined,
  calls: readonly AstNode[],
  constants: {
    functions: Functions;
    callSites: Map<AstNode, AstNode[][]>;
    bindings: ReadonlyMap<string, { start: number; end: number; init: AstNode | null }[]>;
  },
): void {
  const { functions, callSites, bindings } = constants;
  if (!text) return;
  const boundTo: BoundTo = (path) => {
    const list = bindings.get(path);
    return list?.length === 1 ? list[0]?.init : undefined;
  };
  const sites = new Map<string, Map<AstNode, AstNode[][]>>();
  for (const call of calls) {
    const callee = unwrap(call.callee as AstNode);
    if (callee.type !== 'MemberExpression') continue;
    const found = factoryMethod(call, functions, boundTo);
    if (!found) continue;
    const byMethod = sites.get(found.factory) ?? new Map<AstNode, AstNode[][]>();
    byMethod.set(found.method, [...(byMethod.get(found.method) ?? []), call.arguments as AstNode[]]);
    sites.set(found.factory, byMethod);
  }
  for (const [name, byMethod] of sites) {
    const count = [...byMethod.values()].reduce((sum, list) => sum + list.length, 0);
    if (!onlyCalled(text, name, count)) continue;
    for (const [fn, list] of byMethod) {
      if (callSites.has(fn)) continue;
      callSites.set(fn, list);
      // `options: any = {}` is what these calls hand in, not its default: the parameter is read by its callers.
      for (const param of fn.params as AstNode[]) {
        const id = param.type === 'AssignmentPattern' ? (param.left as AstNode) : undefined;
        const own = id?.type === 'Identifier' ? bindings.get(String(id.name)) : undefined;
        const binding = own?.find((b) => b.start === fn.start && b.end === fn.end);
        if (binding) binding.init = null;
      }
    }
  }
}

/**
 * `fn` is a method of the object an exported factory of the file returns (`export const XApiFactory = function
 * (configuration) { return { op(body, options?) {…} } }`, or tsc's `exports.XApiFactory = XApiFactory`): the
 * package's user calls it, like an exported function.
 */
export function exportedFactoryMethod(
  fn: AstNode,
  constants: { functions: Functions; exported: ReadonlySet<AstNode>; get(path: string): AstNode | undefined },
): boolean {
  for (const [name, factory] of constants.functions) {
    if (!factory || fn.start < factory.start || fn.end > factory.end) continue;
    const named = constants.get(`exports.${name}`);
    const exported = constants.exported.has(factory) || (named?.type === 'Identifier' && named.name === name);
    const made = exported ? returnValue(factory) : undefined;
    const object = made ? unwrap(made) : undefined;
    if (object?.type !== 'ObjectExpression') continue;
    const own = (object.properties as AstNode[]).some(
      (property) => property.type === 'Property' && unwrap(property.value as AstNode) === fn,
    );
    if (own) return true;
  }
  return false;
}
