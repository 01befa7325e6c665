// A method of the object a file's own factory returns, called on the factory's result: swagger-codegen's
// typescript-fetch template (mailslurp-swagger-sdk-ts 6.1.0 api.ts line 1137) writes
// `const localVarFetchArgs = XApiFetchParamCreator(configuration).op(body, options)` and then
// `fetch(basePath + localVarFetchArgs.url, localVarFetchArgs.options)`; the factory returns `{ op(…) { …; return
// { url, options: localVarRequestOptions } } }`. The call reads as what that method returns, so its options are
// followed to the `Object.assign({ method }, baseOptions, options)` that builds them.
import type { AstNode } from '../ast';
import { calledPath } from './assignments';
import { returnValue } from './function-values';
import { FUNCTIONS, propertyKey, unwrap } from './node-paths';

/** The method `factory(…).name(…)` calls when `factory` is one function of the file returning an object literal. */
function factoryMethod(call: AstNode, functions: ReadonlyMap<string, AstNode | null>): AstNode | undefined {
  if (call.type !== 'CallExpression') return undefined;
  const callee = unwrap(call.callee as AstNode);
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  const property = callee.property as AstNode;
  const name = property.type === 'Identifier' ? String(property.name) : undefined;
  const factory = calledPath(unwrap(callee.object as AstNode));
  const fn = factory ? functions.get(factory.path) : undefined;
  const made = fn ? returnValue(fn) : undefined;
  const object = made ? unwrap(made) : undefined;
  if (!name || object?.type !== 'ObjectExpression') return undefined;
  const methods = (object.properties as AstNode[]).filter(
    (property) => property.type === 'Property' && propertyKey(property) === name,
  );
  const method = methods.length === 1 ? unwrap(methods[0]?.value as AstNode) : undefined;
  return method && FUNCTIONS.has(method.type) ? method : undefined;
}

/** What `factory(…).name(…)` returns when `factory` is one function of the file returning an object literal. */
export function factoryMethodReturn(
  call: AstNode,
  functions: ReadonlyMap<string, AstNode | null>,
): AstNode | undefined {
  const method = factoryMethod(call, functions);
  return method && FUNCTIONS.has(method.type) ? (returnValue(method) ?? undefined) : undefined;
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
    functions: ReadonlyMap<string, AstNode | null>;
    callSites: Map<AstNode, AstNode[][]>;
    bindings: ReadonlyMap<string, { start: number; end: number; init: AstNode | null }[]>;
  },
): void {
  const { functions, callSites, bindings } = constants;
  const sites = new Map<string, Map<AstNode, AstNode[][]>>();
  if (!text) return;
  for (const call of calls) {
    const callee = unwrap(call.callee as AstNode);
    if (callee.type !== 'MemberExpression') continue;
    const inner = unwrap(callee.object as AstNode);
    const name = inner.type === 'CallExpression' ? calledPath(inner)?.path : undefined;
    const fn = name && !name.includes('.') ? factoryMethod(call, functions) : undefined;
    if (!name || !fn) continue;
    const byMethod = sites.get(name) ?? new Map<AstNode, AstNode[][]>();
    byMethod.set(fn, [...(byMethod.get(fn) ?? []), call.arguments as AstNode[]]);
    sites.set(name, byMethod);
  }
  for (const [name, byMethod] of sites) {
    const count = [...byMethod.values()].reduce((sum, list) => sum + list.length, 0);
    // Every mention but its one declaration is a `factory(…).method(…)` call (none hands the factory on).
    const escaped = name.replace(/\$/g, '\\$');
    const mentions = [...text.matchAll(new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])`, 'g'))];
    const declared = mentions.filter((m) =>
      /\b(?:const|let|var|function)\s+$/.test(text.slice(Math.max(0, (m.index ?? 0) - 20), m.index)),
    );
    if (declared.length !== 1 || mentions.length !== count + 1) continue;
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
 * (configuration) { return { op(body, options?) {…} } }`): the package's user calls it, like an exported function.
 */
export function exportedFactoryMethod(
  fn: AstNode,
  constants: { functions: ReadonlyMap<string, AstNode | null>; exported: ReadonlySet<AstNode> },
): boolean {
  for (const factory of constants.functions.values()) {
    if (!factory || !constants.exported.has(factory) || fn.start < factory.start || fn.end > factory.end)
      continue;
    const made = returnValue(factory);
    const object = made ? unwrap(made) : undefined;
    if (object?.type !== 'ObjectExpression') continue;
    const own = (object.properties as AstNode[]).some(
      (property) => property.type === 'Property' && unwrap(property.value as AstNode) === fn,
    );
    if (own) return true;
  }
  return false;
}
