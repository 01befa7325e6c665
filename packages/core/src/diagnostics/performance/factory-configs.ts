// An instance a factory function makes from its caller's optional options: mailerlite-api-v2-node 1.2.0
// dist/client.js's `function MailerLiteClient(apiKey, _a) { var _b = _a === void 0 ? {} : _a, _c = _b.axiosOptions,
// axiosOptions = _c === void 0 ? {} : _c, …; var axiosConfig = __assign(__assign({}, axiosOptions), { baseURL,
// headers }); var client = axios_1.default.create(axiosConfig); … return client; }` (lines 56-86), tsc's ES5
// output of `({ axiosOptions = {}, … } = {})`. Every part of the config is a visible object or a value read only
// from a parameter; the instance is then bound as its visible keys say when each such parameter is left at its
// default by whoever calls the factory (factory-instances.ts checks the call: dist/index.js:31 hands it the SDK
// user's own optional `options`, the labels' "a bound the caller may give but that is absent by default").
import { type AstNode, isAstNode, walk } from '../ast';
import { tscDefaults } from './compiled-defaults';
import { evaluateNumber } from './evaluate';
import { exportedFunctions } from './exported-functions';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

/** A config's bound numbers and the parameters (by index) whose value it reads. */
export interface FactoryConfig {
  bounds: Map<string, number>;
  optional: number[];
}

/** Keys of an instance's config that bound its requests, or may (a custom adapter sends however it likes). */
const BOUND_KEY = /timeout|signal|deadline|adapter/i;
/** `Object.assign({}, a, b)`, tsc's `__assign`, Babel's `_extends` / `_objectSpread`: the arguments in order. */
const MERGE_CALLS = /^(Object\.assign|__assign|_extends|_objectSpread2?)$/;

/**
 * `config` of a create call in `fn`'s own body, read through one local declared once and named nowhere else
 * in `fn` (`var axiosConfig = __assign(…); axios.create(axiosConfig)`): undefined when any part is not read.
 */
export function factoryConfig(fn: AstNode, config: AstNode, text: string): FactoryConfig | undefined {
  const scope = ownScope(fn, text);
  const found: FactoryConfig = { bounds: new Map(), optional: [] };
  let value = unwrap(config);
  if (value.type === 'Identifier') {
    // Named only where it is declared and where the create reads it: nothing else can write it.
    const local = scope.declared.get(String(value.name));
    if (!local || scope.uses(String(value.name)) !== 2) return undefined;
    value = unwrap(local);
  }
  return readPart(value, scope, found, 0) ? found : undefined;
}

interface OwnScope {
  /** Locals declared once by `var`/`let`/`const` at the top of the body, by init. */
  declared: Map<string, AstNode>;
  /** Those the body never assigns, nor hands first to a call. */
  locals: Map<string, AstNode>;
  /** The plain or destructured parameter each name binds, by index, when the body never assigns it. */
  params: Map<string, number>;
  uses: (name: string) => number;
}

function ownScope(fn: AstNode, text: string): OwnScope {
  const body = fn.body as AstNode;
  const source = text.slice(fn.start, fn.end);
  const uses = (name: string) =>
    [...source.matchAll(new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'))].length;
  const declared = new Map<string, number>();
  const locals = new Map<string, AstNode>();
  const params = new Map<string, number>();
  for (const [index, param] of ((fn.params as AstNode[]) ?? []).entries())
    walk(param, (node) => {
      if (node.type === 'Identifier') params.set(String(node.name), index);
      return undefined;
    });
  const defaults = tscDefaults(fn);
  const changed = new Set<string>();
  if (body.type === 'BlockStatement')
    walk(body, (node) => {
      if (node.type === 'VariableDeclarator' && (node.id as AstNode).type === 'Identifier') {
        const name = String((node.id as AstNode).name);
        declared.set(name, (declared.get(name) ?? 0) + 1);
      }
      if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression') {
        const root = (toPath((node.left ?? node.argument) as AstNode) ?? '').split('.')[0] ?? '';
        const own = [...(defaults?.values() ?? [])].some((d) => d.assignment === node);
        if (!own) changed.add(root);
      }
      if (node.type === 'CallExpression' || node.type === 'NewExpression') {
        // A value handed first to a call may be written by it (`Object.assign(options, …)`).
        const first = (node.arguments as AstNode[])[0];
        const path = first ? toPath(first) : undefined;
        if (path) changed.add(path.split('.')[0] ?? '');
      }
      return undefined;
    });
  if (body.type === 'BlockStatement')
    for (const statement of body.body as AstNode[]) {
      if (statement.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        const name = id.type === 'Identifier' ? String(id.name) : undefined;
        if (name && isAstNode(declarator.init) && declared.get(name) === 1 && !params.has(name))
          locals.set(name, declarator.init);
      }
    }
  const once = new Map(locals);
  for (const name of changed) {
    locals.delete(name);
    params.delete(name);
  }
  return { declared: once, locals, params, uses };
}

function readPart(node: AstNode, scope: OwnScope, found: FactoryConfig, depth: number): boolean {
  const value = unwrap(node);
  if (depth > 8) return false;
  if (value.type === 'ObjectExpression') {
    for (const item of value.properties as AstNode[]) {
      if (item.type === 'SpreadElement') {
        if (!readPart(item.argument as AstNode, scope, found, depth + 1)) return false;
        continue;
      }
      if (item.type !== 'Property' || item.computed) return false;
      const key = item.key as AstNode;
      const name = key.type === 'Identifier' ? String(key.name) : String(key.value);
      if (!BOUND_KEY.test(name)) continue;
      const bound = evaluateNumber(item.value as AstNode, new Map());
      if (bound === undefined || name === 'adapter') return false;
      found.bounds.set(name, bound);
    }
    return true;
  }
  if (value.type === 'CallExpression' && MERGE_CALLS.test(toPath(value.callee as AstNode) ?? ''))
    return (value.arguments as AstNode[]).every((arg) => readPart(arg, scope, found, depth + 1));
  if (value.type !== 'Identifier') return false;
  const index = parameterRead(String(value.name), scope, depth);
  if (index === undefined) return false;
  if (!found.optional.includes(index)) found.optional.push(index);
  return true;
}

/**
 * The parameter a name's value is read from alone: the parameter itself, `p === void 0 ? {} : p` (tsc's
 * destructuring default) of one, or a key of one (`_b.axiosOptions`).
 */
function parameterRead(name: string, scope: OwnScope, depth: number): number | undefined {
  if (depth > 8) return undefined;
  const param = scope.params.get(name);
  if (param !== undefined) return param;
  const init = scope.locals.get(name);
  const value = init ? unwrap(init) : undefined;
  if (value?.type === 'MemberExpression' && !value.computed) {
    const object = unwrap(value.object as AstNode);
    return object.type === 'Identifier' ? parameterRead(String(object.name), scope, depth + 1) : undefined;
  }
  if (value?.type !== 'ConditionalExpression') return undefined;
  const test = value.test as AstNode;
  const tested =
    test.type === 'BinaryExpression' && test.operator === '===' ? (test.left as AstNode) : undefined;
  const right = test.type === 'BinaryExpression' ? (test.right as AstNode) : undefined;
  const empty = unwrap(value.consequent as AstNode);
  const kept = unwrap(value.alternate as AstNode);
  if (
    tested?.type !== 'Identifier' ||
    !isVoid(right) ||
    empty.type !== 'ObjectExpression' ||
    (empty.properties as AstNode[]).length > 0 ||
    kept.type !== 'Identifier' ||
    kept.name !== tested.name
  )
    return undefined;
  return parameterRead(String(tested.name), scope, depth + 1);
}

function isVoid(node: AstNode | undefined): boolean {
  return (
    (node?.type === 'UnaryExpression' && node.operator === 'void') ||
    (node?.type === 'Identifier' && node.name === 'undefined')
  );
}

/**
 * The arguments of a call, by index, that hand nothing by default: `undefined`, `{}`, or a parameter of the
 * enclosing function that the SDK user gives and may leave out — a function the file exports and never names
 * but in its declaration and export, whose parameter defaults to `{}` (tsc's `if (options === void 0) { options
 * = {}; }`, `options = {}`) and is never assigned or handed first to a call (dist/index.js:29-31's `MailerLite`).
 */
export function defaultArguments(
  call: AstNode,
  enclosing: AstNode | undefined,
  program: AstNode,
  text: string,
): Set<number> {
  const result = new Set<number>();
  const entry = enclosing && userEntry(enclosing, program, text) ? ownScope(enclosing, text) : undefined;
  const defaults = enclosing ? tscDefaults(enclosing) : undefined;
  for (const [index, arg] of ((call.arguments as AstNode[]) ?? []).entries()) {
    const value = unwrap(arg);
    if (
      isVoid(value) ||
      (value.type === 'ObjectExpression' && (value.properties as AstNode[]).length === 0)
    ) {
      result.add(index);
      continue;
    }
    if (value.type !== 'Identifier' || !entry || !enclosing) continue;
    const name = String(value.name);
    const at = entry.params.get(name);
    const param = at === undefined ? undefined : (enclosing.params as AstNode[])[at];
    const compiled = defaults?.get(name)?.value;
    const given =
      param?.type === 'AssignmentPattern' && (param.left as AstNode).type === 'Identifier'
        ? (param.right as AstNode)
        : param?.type === 'Identifier'
          ? compiled
          : undefined;
    const object = given ? unwrap(given) : undefined;
    if (object?.type === 'ObjectExpression' && (object.properties as AstNode[]).length === 0)
      result.add(index);
  }
  return result;
}

/** A function the file exports and calls nowhere itself (its name only in its declaration and export). */
function userEntry(fn: AstNode, program: AstNode, text: string): boolean {
  if (!FUNCTIONS.has(fn.type)) return false;
  if (![...exportedFunctions(program).values()].includes(fn)) return false;
  if (fn.type !== 'FunctionDeclaration' || !isAstNode(fn.id)) return true;
  const name = String(fn.id.name).replace(/\$/g, '\\$');
  return [...text.matchAll(new RegExp(`(?<![\\w$])${name}(?![\\w$])`, 'g'))].length <= 2;
}

/**
 * The function whose body declares a declarator directly (`undefined` at the top level, `null` in a block or a
 * loop of a function, or any other place: not read).
 */
export function localScope(ancestors: readonly AstNode[]): AstNode | null | undefined {
  if (ancestors.length <= 2) return undefined;
  const [fn, body, statement] = ancestors.slice(-3);
  return fn &&
    FUNCTIONS.has(fn.type) &&
    body?.type === 'BlockStatement' &&
    statement?.type === 'VariableDeclaration'
    ? fn
    : null;
}

/** The innermost function holding a node. */
export function innermostFunction(ancestors: readonly AstNode[]): AstNode | undefined {
  for (let i = ancestors.length - 1; i >= 0; i--)
    if (FUNCTIONS.has((ancestors[i] as AstNode).type)) return ancestors[i];
  return undefined;
}
