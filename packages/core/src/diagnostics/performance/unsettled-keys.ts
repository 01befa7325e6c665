// A bound key the package does write as a default, with a value the checker cannot read: @stigg/node-server-sdk
// 4.55.0 dist/configuration.js line 31 (`timeout: exports.DEFAULT_TIMEOUT` in its defaults, merged into the
// config its EdgeApiClient reads as `this.config.timeout`), checkout-sdk-node 5.2.1 dist/Checkout.js line 34
// (`timeout: options?.timeout ?? CONFIG.DEFAULT_TIMEOUT`, read as `config.timeout` in services/http.js). Such a
// key is not "absent by default" (what a key nobody sets is): its default exists, its size is not known here,
// so the request that reads it is not judged. package-defaults.ts answers `UNSETTLED` for it, key-defaults.ts
// hands the file a value that resolves to nothing.
import { type AstNode, walk } from '../ast';

/** What the package lookup answers for a key it sets with a value not known here (never a real default). */
export const UNSETTLED = Number.NaN;

/** A copy of the caller's value with a default of its own (`options?.timeout ?? DEFAULT`, `a.timeout || 30e3`). */
export function copiesWithFallback(value: AstNode): boolean {
  let fallback = false;
  walk(value, (node) => {
    if (fallback) return false;
    if (
      (node.type === 'LogicalExpression' && (node.operator === '??' || node.operator === '||')) ||
      node.type === 'ConditionalExpression' ||
      (node.type === 'AssignmentPattern' && node.right)
    )
      fallback = true;
    return undefined;
  });
  return fallback;
}

/** A value that stands for the package's unknown default: resolves to nothing, so it is neither absent nor a number. */
export function unsettledValue(at: AstNode): AstNode {
  return { type: 'Identifier', name: '\u0000package default', start: at.start, end: at.end };
}
