// The axios HttpClient swagger-typescript-api writes into each SDK (templates/base/http-clients/axios-http-client.ejs,
// github.com/acacode/swagger-typescript-api; no npm module of its own):
//   constructor({ securityWorker, secure, format, ...axiosConfig } = {}) {
//     this.instance = axios.create({ ...axiosConfig, baseURL: axiosConfig.baseURL || "…" }); …
//   }
//   request = async ({ secure, path, type, query, format, body, ...params }) => {
//     const secureParams = … (await this.securityWorker(this.securityData)) || {};
//     const requestParams = this.mergeRequestParams(params, secureParams);
//     return this.instance.request({ ...requestParams, headers: {…}, params: query, responseType, data: body, url: path });
//   };
// `axiosConfig` is what the SDK user hands the client besides the three template keys, `requestParams` the instance's
// defaults (that same config), the call's optional RequestParams and the user's optional securityWorker's auth
// params: a timeout only when the user gives one, and axios waits forever by default (`timeout` 0). Shipped as an
// ES class by @shortcut/client 3.4.1 lib/generated/http-client.cjs (lines 15-19, 55-71) and as tsc's ES5 with
// `tslib.__rest` / `__assign` / `__generator` by etsy-ts 8.0.1 dist/api/http-client.js (lines 15-46). In a file with
// that shape, `axiosConfig` in the constructor and `requestParams` where it is assigned are bound to options
// without a timeout; a file that sets `defaults.timeout` on the instance is left as it is.
import { type AstNode, keyName, walk } from '../ast';
import { FUNCTIONS, thisMember, toPath, unwrap } from './node-paths';

type Binding = { start: number; end: number; init: AstNode | null };

/** What this module sets in the file's facts (ScopedConstants has them). */
interface Facts {
  bindings: Map<string, Binding[]>;
}

/** The template's options as this file sees them: none of them a bound. */
const TEMPLATE_OPTIONS: AstNode = { type: 'ObjectExpression', start: 0, end: 0, properties: [] };

const MERGE = 'mergeRequestParams';
const TEMPLATE_KEYS = ['securityWorker', 'secure', 'format'];

/** The name spread first into `{ ...axiosConfig, baseURL }` or tsc's `__assign(__assign({}, axiosConfig), {…})`. */
function spreadConfig(config: AstNode): string | undefined {
  const node = unwrap(config);
  if (node.type === 'ObjectExpression') {
    const first = (node.properties as AstNode[])[0];
    const argument = first?.type === 'SpreadElement' ? unwrap(first.argument as AstNode) : undefined;
    return argument?.type === 'Identifier' ? String(argument.name) : undefined;
  }
  if (node.type !== 'CallExpression' || !/(^|\.)__assign$/.test(toPath(node.callee as AstNode) ?? ''))
    return undefined;
  const [target, source] = node.arguments as AstNode[];
  if (!target) return undefined;
  const inner = unwrap(target);
  if (inner.type === 'ObjectExpression' && (inner.properties as AstNode[]).length === 0)
    return source && unwrap(source).type === 'Identifier' ? String(unwrap(source).name) : undefined;
  return spreadConfig(inner);
}

/** Whether `fn`'s first parameter leaves `rest` as what remains after the template's keys. */
function restOfTemplateKeys(fn: AstNode, rest: string): boolean {
  const [first] = fn.params as AstNode[];
  const param = first?.type === 'AssignmentPattern' ? (first.left as AstNode) : first;
  if (param?.type === 'ObjectPattern') {
    const properties = param.properties as AstNode[];
    const keys = properties.map((property) =>
      property.type === 'Property' ? keyName(property.key as AstNode) : undefined,
    );
    const last = properties[properties.length - 1];
    const restName = last?.type === 'RestElement' ? toPath(last.argument as AstNode) : undefined;
    return restName === rest && TEMPLATE_KEYS.every((key) => keys.includes(key));
  }
  // tsc: `var …, axiosConfig = tslib_1.__rest(_a, ["securityWorker", "secure", "format"])`.
  if (param?.type !== 'Identifier') return false;
  let found = false;
  walk(fn.body as AstNode, (node) => {
    if (node.type !== 'VariableDeclarator' || toPath(node.id as AstNode) !== rest || !node.init)
      return undefined;
    const init = unwrap(node.init as AstNode);
    const [from, keys] = (init.arguments as AstNode[] | undefined) ?? [];
    const listed = ((keys?.elements as AstNode[] | undefined) ?? []).map((key) => key.value);
    found =
      init.type === 'CallExpression' &&
      /(^|\.)__rest$/.test(toPath(init.callee as AstNode) ?? '') &&
      from?.type === 'Identifier' &&
      from.name === param.name &&
      TEMPLATE_KEYS.every((key) => listed.includes(key));
    return false;
  });
  return found;
}

/** `name = this.mergeRequestParams(a, b)` (declared or assigned): the name. */
function mergedName(node: AstNode): string | undefined {
  const [target, value] =
    node.type === 'VariableDeclarator'
      ? [node.id as AstNode, node.init as AstNode | null]
      : node.type === 'AssignmentExpression' && node.operator === '='
        ? [node.left as AstNode, node.right as AstNode]
        : [undefined, undefined];
  const call = value ? unwrap(value) : undefined;
  if (target?.type !== 'Identifier' || call?.type !== 'CallExpression') return undefined;
  return toPath(call.callee as AstNode) === `this.${MERGE}` ? String(target.name) : undefined;
}

/** The bindings of `name`, with `binding` replacing those inside its range. */
function rebind(facts: Facts, name: string, binding: Binding): void {
  const outside = (facts.bindings.get(name) ?? []).filter(
    (other) => other.end < binding.start || other.start > binding.end,
  );
  facts.bindings.set(name, [...outside, binding]);
}

/**
 * In a file holding swagger-typescript-api's axios HttpClient, binds the constructor's `axiosConfig` and the
 * request's `requestParams` to options without a timeout.
 * @example bindSwaggerAxiosClient(program, text, { bindings }) // `this.instance.request({...})` judged missing
 */
export function bindSwaggerAxiosClient(program: AstNode, text: string | undefined, facts: Facts): void {
  if (!text?.includes(MERGE) || !text.includes('securityWorker') || /\.defaults\.timeout\b/.test(text))
    return;
  const functions: AstNode[] = [];
  const found: { config?: { name: string; fn: AstNode }; merged: { name: string; fn: AstNode }[] } = {
    merged: [],
  };
  walk(program, (node) => {
    if (FUNCTIONS.has(node.type)) functions.push(node);
    const fn = functions.filter((f) => f.start <= node.start && node.end <= f.end).pop();
    if (node.type === 'AssignmentExpression' && thisMember(node.left as AstNode) === 'this.instance') {
      const create = unwrap(node.right as AstNode);
      const callee = create.type === 'CallExpression' ? toPath(create.callee as AstNode) : undefined;
      const config = (create.arguments as AstNode[] | undefined)?.[0];
      const name = callee?.endsWith('.create') && config ? spreadConfig(config) : undefined;
      if (name && fn) found.config = found.config ? undefined : { name, fn };
    }
    const merged = mergedName(node);
    if (merged && fn) found.merged.push({ name: merged, fn });
    return undefined;
  });
  const { config } = found;
  if (!config || found.merged.length === 0) return;
  // The constructor is the function holding `this.instance = …`, or tsc's `function HttpClient(_a)`.
  if (!restOfTemplateKeys(config.fn, config.name)) return;
  rebind(facts, config.name, { start: config.fn.start, end: config.fn.end, init: TEMPLATE_OPTIONS });
  for (const { name, fn } of found.merged)
    rebind(facts, name, { start: fn.start, end: fn.end, init: TEMPLATE_OPTIONS });
}
