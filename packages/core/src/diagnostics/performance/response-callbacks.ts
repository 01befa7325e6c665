// The response callback of node's `http.request(options[, callback])` and `http.request(url[, options][,
// callback])` (https://nodejs.org/api/http.html#httprequestoptions-callback): an argument that is a function
// carries no options, also when it is not written inline. Real shapes: vimeo 2.3.1 lib/vimeo.js line 135
// (`client.request(requestOptions, this._handleRequest(callback))`, a method returning a function), heroku-client
// 3.1.4 lib/request.js line 113 (`this.handleResponse.bind(this)`), @appsignal/nodejs 3.9.1 dist/transmitter.js
// line 105 (`const callback = this.handleRedirectsCallback(requestOptions)`).
import type { AstNode } from '../ast';
import { resolveNode, ScopedConstants, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';
import { FUNCTIONS } from './node-paths';

/**
 * Whether `arg` is a function: written inline, `f.bind(this)`, a function or method of the file by its name
 * (`onResponse`, `this.handleResponse`), a name bound to one, or a call of a function of the file that returns
 * one (`this._handleRequest(callback)`). Anything else (a value not known here) is not taken for a callback.
 * @example isResponseCallback(context, parse('this.handleResponse.bind(this)')) // true
 */
export function isResponseCallback(context: JudgeContext, arg: AstNode): boolean {
  const { constants } = context;
  const current = unwrap(arg);
  if (FUNCTIONS.has(current.type)) return true;
  if (current.type === 'CallExpression') {
    const callee = unwrap(current.callee as AstNode);
    if (callee.type === 'MemberExpression' && !callee.computed && toPath(callee)?.endsWith('.bind'))
      return true;
  }
  if (!(constants instanceof ScopedConstants)) return false;
  const path = toPath(current);
  if (path && constants.functions.get(path)) return true;
  const value = resolveNode(current, constants);
  if (FUNCTIONS.has(value.type)) return true;
  if (value.type !== 'CallExpression') return false;
  const returned = constants.returned(value);
  return returned !== undefined && FUNCTIONS.has(unwrap(returned).type);
}
