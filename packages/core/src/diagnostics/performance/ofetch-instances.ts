// ofetch instances: `ofetch.create(defaults)` / `$fetch.create(defaults)` return a fetch whose calls merge their
// own options over those defaults (ofetch's README, "Create fetch with default options"; src/fetch.ts
// `createFetch` → `$fetch.create = (defaultOptions) => createFetch({ ...globalOptions, defaults: … })`). ofetch
// arms a timer only when `timeout` is set (src/fetch.ts: `if (context.options.timeout) { … setTimeout(…) }`), so
// a call whose options and defaults set neither `timeout` nor `signal` waits forever.
import type { AstNode } from '../ast';
import { optionsView } from './assigned-options';
import { getProperty } from './evaluate';
import { type ConfigVerdict, INHERIT, type JudgeContext, withSignal } from './judges';
import { judgeNode, UNKNOWN } from './verdict';

/** The members of ofetch's module that are the fetch itself (`require('ofetch').ofetch.create(…)`). */
export const OFETCH_MEMBERS: ReadonlySet<string> = new Set(['ofetch', '$fetch', 'default']);

/** `ofetch` for `<module>.ofetch` / `.$fetch` / `.default` of ofetch's module as required (`let ofetch = require("ofetch")`). */
export function ofetchMember(receiver: string, modules: ReadonlyMap<string, string>): 'ofetch' | undefined {
  const dot = receiver.lastIndexOf('.');
  if (dot <= 0 || !OFETCH_MEMBERS.has(receiver.slice(dot + 1))) return undefined;
  return modules.get(receiver.slice(0, dot)) === 'ofetch' ? 'ofetch' : undefined;
}

/** ofetch options (a call's or its `create` defaults'): `timeout` in ms or a `signal`; none set → inherited. */
export function judgeOfetchOptions(context: JudgeContext, options: AstNode | undefined): ConfigVerdict {
  const view = optionsView(context, options);
  if (view === 'none') return INHERIT;
  if (view === 'unknown') return UNKNOWN;
  const timeout = getProperty(view, 'timeout');
  if (timeout === 'unknown') return UNKNOWN;
  if (timeout === 'absent') return withSignal(context, view, INHERIT, ['signal']);
  return withSignal(context, view, judgeNode(timeout, 'timeout', context.limit, context.constants), [
    'signal',
  ]);
}

/**
 * The arguments a call receives through one spread of a local helper's result: `f(...normalizeRequest(path,
 * { method, query }))` where `function normalizeRequest(path, options) { …; return [pathWithParams, options]; }`
 * (@ston-fi/api 0.32.0 dist/cjs/index.cjs:318-334). Each element the helper returns that is one of its
 * parameters is that call's argument; anything else is kept as the element itself (a URL built inside).
 * `undefined` when the helper is not a function of this file with a single `return [ … ]`, or when it may
 * add a bound to a parameter it hands back (an assignment to `param.timeout`, `param.signal`, `param[key]`,
 * or to the parameter itself).
 */
export function spreadHelperArguments(
  args: readonly AstNode[],
  functions: ReadonlyMap<string, AstNode>,
): readonly AstNode[] | undefined {
  const spread = args.length === 1 ? args[0] : undefined;
  const call = spread?.type === 'SpreadElement' ? (spread.argument as AstNode) : undefined;
  const callee = call?.type === 'CallExpression' ? (call.callee as AstNode) : undefined;
  const helper = callee?.type === 'Identifier' ? functions.get(String(callee.name)) : undefined;
  if (!helper || !call) return undefined;
  const params = (helper.params as AstNode[]).map((param) =>
    param.type === 'Identifier' ? String(param.name) : undefined,
  );
  const returns: AstNode[] = [];
  let writes = false;
  walk(helper.body as AstNode, false, (node, nested) => {
    if (node.type === 'ReturnStatement' && !nested) returns.push(node);
    if (node.type === 'AssignmentExpression' && boundsParameter(node.left as AstNode, params)) writes = true;
  });
  const array = returns.length === 1 ? (returns[0]?.argument as AstNode | null) : null;
  if (writes || array?.type !== 'ArrayExpression') return undefined;
  const given = call.arguments as AstNode[];
  const elements = array.elements as (AstNode | null)[];
  if (elements.some((element) => !element || element.type === 'SpreadElement')) return undefined;
  return (elements as AstNode[]).map((element) => {
    const index = element.type === 'Identifier' ? params.indexOf(String(element.name)) : -1;
    return index >= 0 ? (given[index] ?? element) : element;
  });
}

function boundsParameter(target: AstNode, params: readonly (string | undefined)[]): boolean {
  if (target.type === 'Identifier') return params.includes(String(target.name));
  if (target.type !== 'MemberExpression') return false;
  const object = target.object as AstNode;
  if (object.type !== 'Identifier' || !params.includes(String(object.name))) return false;
  const property = target.property as AstNode;
  return target.computed === true || property.name === 'timeout' || property.name === 'signal';
}

/**
 * Every node under `node`, nested functions included (a closure may write the parameter too), each with whether
 * it sits in a nested function (whose `return` is not the helper's).
 */
function walk(node: AstNode, nested: boolean, visit: (node: AstNode, nested: boolean) => void): void {
  visit(node, nested);
  const inner = nested || FUNCTIONS.has(node.type);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item && typeof item === 'object' && 'type' in item) walk(item, inner, visit);
    } else if (value && typeof value === 'object' && 'type' in value) walk(value as AstNode, inner, visit);
  }
}

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
