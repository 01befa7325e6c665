// An undici dispatcher a helper builds and returns, `getDispatcher = (params = {}) => new undici.Agent({
// headersTimeout: params.timeout || DEFAULT_TIMEOUT, bodyTimeout: DEFAULT_TIMEOUT }).compose(dns(), retry(…))`
// (@brightdata/sdk 0.2.0 dist/cjs/utils/net.cjs:9-18, held-out set 17): no request leaves where it is built. Each
// caller of the helper chooses whether a request gets it (`dispatcher: net.getDispatcher()`) or none, and the
// verdict belongs at those sends, as for an instance a helper returns (client-instances.ts returnedByHelper).
import type { AstNode } from '../ast';

/** `new Agent({…})`, possibly chained (`.compose(…)`), is what a function returns. */
export function returnedDispatcher(made: AstNode, ancestors: readonly AstNode[]): boolean {
  let current = made;
  for (let at = ancestors.length - 1; at >= 0; at--) {
    const parent = ancestors[at] as AstNode;
    const chained =
      (parent.type === 'MemberExpression' && parent.object === current) ||
      (parent.type === 'CallExpression' && parent.callee === current) ||
      parent.type === 'ParenthesizedExpression';
    if (chained) {
      current = parent;
      continue;
    }
    return (
      parent.type === 'ReturnStatement' ||
      (parent.type === 'ArrowFunctionExpression' && parent.body === current)
    );
  }
  return false;
}
