// The request module promisified: node-bandwidth 4.0.0 lib/client.js keeps `var request =
// Promise.promisify(require("request"))` (bluebird, line 2) and sends `request(createRequestOptions(params))
// .then(handleResponse)` (line 66); util.promisify does the same. A promisified function is called with the
// same arguments less the callback (bluebird's API, "Promise.promisify"; node's util.promisify), so each call is
// request's own, with its options: no timeout of the wrapper's. Only request is read so: its calls take one
// options object either way, where another module's callback signature may not survive the wrapping.
import type { AstNode } from '../ast';
import { MODULES } from './clients';
import { unwrap } from './evaluate';

/** `Promise.promisify(require("request"))`, `util.promisify(require("request"))`: the `require` call. */
export function promisifiedRequest(call: AstNode): AstNode | undefined {
  const callee = unwrap(call.callee as AstNode);
  const name =
    callee.type === 'MemberExpression' && !callee.computed ? (callee.property as AstNode).name : callee.name;
  const [wrapped, ...rest] = call.arguments as AstNode[];
  if (name !== 'promisify' || !wrapped || rest.some((arg) => arg.type === 'SpreadElement')) return undefined;
  const required = unwrap(wrapped);
  const source = (required.arguments as AstNode[] | undefined)?.[0];
  const isRequire =
    required.type === 'CallExpression' && unwrap(required.callee as AstNode).name === 'require';
  return isRequire && source?.type === 'Literal' && MODULES[String(source.value)] === 'request'
    ? wrapped
    : undefined;
}
