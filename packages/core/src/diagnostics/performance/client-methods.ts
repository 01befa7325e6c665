// superagent's request methods reached without their name, and the module kept on `this` behind the caller's
// optional hook. superagent's module is a function of `(method, url)` whose other members are its verbs
// (`get`, `post`, `put`, `patch`, `del`, `delete`, `head`, `options`; its README, "Request basics",
// ladjs.github.io/superagent): a member of it chosen at run time, or a function re-bound to it, is one of them.
// - `this.agent[method](urlPath)` with `this.agent = superagent` (@easypost/api 8.9.0 src/easypost.js lines 63
//   and 221);
// - `method.bind(superagent)(uri)`, `method` being `superagent.get` / `.post` / `.del` / `.put` as the callers
//   pick it (spotify-web-api-node 5.0.2 src/http-manager.js lines 52 and 92-128).
// Both are judged as superagent's requests: bounded only by `.timeout()` on the chain or the request's name.
// A got instance's member chosen at run time is one of its verbs too (`gotVerb`, paystack-node 0.3.0).
import type { AstNode } from '../ast';
import { toPath, unwrap } from './node-paths';

/** What this module reads of the file's bindings (LibraryBindings has it). */
interface Modules {
  modules: ReadonlyMap<string, string>;
}

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options']);

/** The path a call of superagent's verb chosen at run time is judged under (`superagent\u0000.*`). */
export function superagentVerb(callee: AstNode, bindings: Modules): string | undefined {
  if (callee.type === 'MemberExpression' && callee.computed) {
    const receiver = toPath(callee.object as AstNode);
    if (!receiver || bindings.modules.get(receiver) !== 'superagent') return undefined;
    const key = unwrap(callee.property as AstNode);
    // A literal key is a named member (`toPath` reads it); any other key is one of the verbs.
    return key.type === 'Literal' ? undefined : 'superagent\u0000.*';
  }
  // `method.bind(superagent)`: a function given superagent's module as `this`, called with the URL.
  if (callee.type !== 'CallExpression') return undefined;
  const bind = unwrap(callee.callee as AstNode);
  const [self] = callee.arguments as AstNode[];
  if (bind.type !== 'MemberExpression' || bind.computed || (bind.property as AstNode).name !== 'bind')
    return undefined;
  const bound = self ? toPath(self) : undefined;
  return bound && bindings.modules.get(bound) === 'superagent' ? 'superagent\u0000.*' : undefined;
}

/** Whether `method` is a verb superagent sends a request with (`*`: one chosen at run time). */
export function isSuperagentVerb(method: string): boolean {
  return VERBS.has(method) || method === '*';
}

/** The call as the report names it: `superagent[method]()` for a verb chosen at run time. */
export function shownCall(path: string): string {
  return `${path.replace('\u0000.*', '[method]').replace('\u0000', '').replace(/\.\*$/, '[method]')}()`;
}

/**
 * `this.httpBaseClient[reqVerb](pathname, httpConfig)` on a got instance (`got.extend(clientOptions)`), the verb
 * chosen at run time (paystack-node 0.3.0 src/PayStack/index.js:326, `reqVerb = config.method.toLowerCase()`,
 * instance made at line 404): one of the instance's request methods, all `(url, options)`, judged by its options
 * as `.get` would be, where it sends (`this.httpBaseClient.*`); a literal key is a named member (`toPath` reads it).
 */
export function gotVerb(
  callee: AstNode,
  instances: ReadonlyMap<string, { library: string }>,
): string | undefined {
  if (callee.type !== 'MemberExpression' || !callee.computed) return undefined;
  if (unwrap(callee.property as AstNode).type === 'Literal') return undefined;
  const receiver = toPath(callee.object as AstNode);
  return receiver && instances.get(receiver)?.library === 'got' ? `${receiver}.*` : undefined;
}

/**
 * `if (superagentMiddleware) { this.agent = superagentMiddleware(this.agent); }` (@easypost/api 8.9.0
 * src/easypost.js lines 69-71): the caller's optional hook, tested before it is called on the client kept
 * there. Without the hook the member keeps the client, so this assignment does not make it unknown.
 */
export function optionalHook(assignment: AstNode, ancestors: readonly AstNode[]): boolean {
  const target = toPath(assignment.left as AstNode);
  const value = unwrap(assignment.right as AstNode);
  if (!target || value.type !== 'CallExpression') return false;
  const hook = toPath(value.callee as AstNode);
  const [first] = value.arguments as AstNode[];
  if (!hook || !first || toPath(first) !== target) return false;
  // The nearest `if` around the assignment, within its function, tests the hook itself.
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const ancestor = ancestors[i] as AstNode;
    if (/Function/.test(ancestor.type)) return false;
    if (ancestor.type === 'IfStatement')
      return ancestors[i + 1] === ancestor.consequent && toPath(ancestor.test as AstNode) === hook;
  }
  return false;
}
