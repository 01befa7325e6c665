// A request sent with options that are a parameter of its own method, read at the file's calls of that method.
// delighted 2.2.0 lib/Client.js: `_makeRequest: function(options, data) { … client.request(options, …) }`, and each
// of `get`, `post`, `put` and `delete` calls `this._makeRequest(options)` with `options = this._buildOptions(path,
// 'GET')`, a method that returns `{ hostname, port, headers, path, method }`. The options the request gets are
// those objects: when every call in the file gives one whose keys are all known, the request is judged on each.
// The function must be called in the file, never handed on, and must not touch the parameter beyond reading its
// keys, so that no other code can add a `timeout` before the request is sent.
import { type AstNode, walk } from '../ast';
import { type ObjectView, resolveNode, resolveObject, ScopedConstants } from './evaluate';
import type { JudgeContext } from './judge-context';
import { FUNCTIONS, propertyKey, toPath, unwrap } from './node-paths';

/**
 * The objects the file's calls give the parameter `arg` (an identifier) of the function around it, one per
 * call (both sides of a choice between two), or undefined when any is not a fully known object.
 */
export function optionsFromCalls(context: JudgeContext, arg: AstNode): ObjectView[] | undefined {
  const { constants, program } = context;
  const name = unwrap(arg);
  if (!program || !(constants instanceof ScopedConstants) || name.type !== 'Identifier') return undefined;
  const found = declaringFunction(program, arg, String(name.name));
  if (!found) return undefined;
  const { fn, index, callee } = found;
  if (!onlyRead(fn, String(name.name), arg)) return undefined;
  const views: ObjectView[] = [];
  let known = true;
  let handed = false;
  walk(program, (node, ancestors) => {
    if (!known || handed) return false;
    if (node.type === 'CallExpression' && toPath(unwrap(node.callee as AstNode)) === callee) {
      const given = (node.arguments as AstNode[])[index];
      const objects =
        given && given.type !== 'SpreadElement' ? objectsOf(given, constants, program) : undefined;
      if (objects) views.push(...objects);
      else known = false;
      return undefined;
    }
    // The key read anywhere else (`Client.prototype._makeRequest` stored, `self._makeRequest(…)`, bound or handed
    // on): other code may call it with anything.
    const parent = ancestors[ancestors.length - 1];
    const key =
      node.type === 'MemberExpression' && !node.computed ? (node.property as AstNode).name : undefined;
    const called = parent?.type === 'CallExpression' && parent.callee === node && toPath(node) === callee;
    const defined = parent?.type === 'AssignmentExpression' && parent.left === node && parent.right === fn;
    if (key === found.key && !called && !defined) handed = true;
    // A plain name anywhere but its declaration and its calls (handed on, reassigned, shadowed): unknown.
    const named = found.plain && node.type === 'Identifier' && node.name === found.key;
    const declares = parent?.type === 'VariableDeclarator' ? parent.init === fn : parent === fn;
    if (named && !declares && !(parent?.type === 'CallExpression' && parent.callee === node)) handed = true;
    return undefined;
  });
  return known && !handed && views.length > 0 ? views : undefined;
}

/** A fully known object, or each side of `cond ? a : b` so read; undefined otherwise. */
function objectsOf(node: AstNode, constants: ScopedConstants, program: AstNode): ObjectView[] | undefined {
  const resolved = resolveNode(node, constants);
  if (resolved.type === 'ConditionalExpression') {
    const a = objectsOf(resolved.consequent as AstNode, constants, program);
    const b = objectsOf(resolved.alternate as AstNode, constants, program);
    return a && b ? [...a, ...b] : undefined;
  }
  const built = resolved.type === 'CallExpression' ? builtByMethod(program, resolved) : undefined;
  const view = resolveObject(built ?? node, constants);
  return view && !view.open ? [view] : undefined;
}

/**
 * `this._buildOptions(path, 'GET')`: the object literal the file's one method of that key returns, when its
 * only `return` (outside nested functions) hands back a literal (delighted lib/Client.js `_buildOptions`).
 */
function builtByMethod(program: AstNode, call: AstNode): AstNode | undefined {
  const path = toPath(unwrap(call.callee as AstNode));
  const key = path?.startsWith('this.') ? path.slice(5) : undefined;
  if (!key || key.includes('.')) return undefined;
  const methods: AstNode[] = [];
  walk(program, (node, ancestors) => {
    if (FUNCTIONS.has(node.type) && methodKey(node, ancestors[ancestors.length - 1]) === key)
      methods.push(node);
    return undefined;
  });
  const [method] = methods;
  if (!method || methods.length !== 1 || method.body === undefined) return undefined;
  const returns: AstNode[] = [];
  walk(method.body as AstNode, (node) => {
    if (node !== method && FUNCTIONS.has(node.type)) return false;
    if (node.type === 'ReturnStatement') returns.push(node);
    return undefined;
  });
  const value =
    returns.length === 1 && returns[0]?.argument ? unwrap(returns[0].argument as AstNode) : undefined;
  return value?.type === 'ObjectExpression' ? value : undefined;
}

/**
 * The function whose parameter `param` is (the innermost around `at` that declares it), the parameter's index,
 * and how the file calls it: `this.key` for a method of an object literal, a class or `X.prototype.key = function`;
 * its name for a plainly named function (`var name = function …`, `function name …`).
 */
function declaringFunction(program: AstNode, at: AstNode, param: string): Declaring | undefined {
  let found: Declaring | undefined;
  walk(program, (node, ancestors) => {
    if (node.end < at.start || node.start > at.end) return false;
    if (!FUNCTIONS.has(node.type)) return undefined;
    const index = ((node.params as AstNode[] | undefined) ?? []).findIndex(
      (p) => p.type === 'Identifier' && p.name === param,
    );
    if (index < 0) {
      // A nested function redeclaring the name as a local hides the parameter.
      return undefined;
    }
    const key = methodKey(node, ancestors[ancestors.length - 1]);
    const name = key ? undefined : plainName(node, ancestors[ancestors.length - 1]);
    found = key
      ? { fn: node, index, key, callee: `this.${key}` }
      : name
        ? { fn: node, index, key: name, callee: name, plain: true }
        : undefined;
    return undefined;
  });
  return found;
}

/** The function declaring a parameter, its position, and the path the file calls the function by. */
interface Declaring {
  fn: AstNode;
  index: number;
  key: string;
  callee: string;
  /** Called by a plain name (`jsonRequest(…)`), not as a method. */
  plain?: boolean;
}

/**
 * `var jsonRequest = function (url, params, cb) {…}` or `function jsonRequest(…) {…}` (yandex-translate 2.1.3
 * index.js:4-20): the name it is called by.
 */
function plainName(fn: AstNode, parent: AstNode | undefined): string | undefined {
  const id =
    fn.type === 'FunctionDeclaration'
      ? (fn.id as AstNode | null)
      : parent?.type === 'VariableDeclarator' && parent.init === fn
        ? (parent.id as AstNode)
        : undefined;
  return id?.type === 'Identifier' ? String(id.name) : undefined;
}

/** `key: function (…) {}`, `key(…) {}` in a class, `X.prototype.key = function (…) {}`: the key. */
function methodKey(fn: AstNode, parent: AstNode | undefined): string | undefined {
  if (!parent) return undefined;
  if (parent.type === 'Property' && parent.value === fn && !parent.computed) return propertyKey(parent);
  // A class's method (btc-markets 1.1.1 index.ts:112, `protected executeRequest(options, requestDesc)`).
  if (parent.type === 'MethodDefinition' && parent.value === fn && parent.kind === 'method') {
    const key = parent.key as AstNode;
    return !parent.computed && !parent.static && key.type === 'Identifier' ? String(key.name) : undefined;
  }
  if (parent.type === 'AssignmentExpression' && parent.right === fn) {
    const path = toPath(parent.left as AstNode);
    // Also `this.doRequest = function (options, callback) {…}` in a constructor (jira 0.10.0 lib/jira.js:176).
    const match = path && /^(?:\w+\.prototype|this)\.(\w+)$/.exec(path);
    return match?.[1];
  }
  return undefined;
}

/**
 * Every use of `param` inside `fn` other than `sent` (the request's argument) reads one of its keys
 * (`options.headers`): never assigned, never a key assigned on it, never handed whole to other code.
 */
function onlyRead(fn: AstNode, param: string, sent: AstNode): boolean {
  let clean = true;
  walk(fn.body as AstNode, (node, ancestors) => {
    if (!clean) return false;
    if (node.type !== 'Identifier' || node.name !== param || node === sent) return undefined;
    if (node.start === sent.start && node.end === sent.end) return undefined;
    const parent = ancestors[ancestors.length - 1];
    const grand = ancestors[ancestors.length - 2];
    // A nested function declaring its own `param` is another name: give up rather than follow scopes.
    if (parent && FUNCTIONS.has(parent.type)) clean = false;
    else if (parent?.type === 'MemberExpression' && parent.object === node && !parent.computed)
      clean =
        !(grand?.type === 'AssignmentExpression' && grand.left === parent && boundKey(parent)) &&
        grand?.type !== 'UpdateExpression';
    else if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed)
      clean = true;
    else if (parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand)
      clean = true;
    else clean = false;
    return undefined;
  });
  return clean;
}

/**
 * A key that may bound the request when the function writes it: any but the request's identity and credentials
 * (`options.auth = {…}`, `options.oauth = {…}`: jira 0.10.0 lib/jira.js:178-188 before `this.request(options, cb)`).
 */
const UNBOUND_KEYS = /^(auth|oauth|headers|body|json|form|qs|uri|url|method|data|params|baseURL)$/;
function boundKey(member: AstNode): boolean {
  return !UNBOUND_KEYS.test(String((member.property as AstNode).name));
}
