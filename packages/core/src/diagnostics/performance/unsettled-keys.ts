// A bound key the package does write as a default, with a value the checker cannot read: @stigg/node-server-sdk
// 4.55.0 dist/configuration.js line 31 (`timeout: exports.DEFAULT_TIMEOUT` in its defaults, merged into the
// config its EdgeApiClient reads as `this.config.timeout`), checkout-sdk-node 5.2.1 dist/Checkout.js line 34
// (`timeout: options?.timeout ?? CONFIG.DEFAULT_TIMEOUT`, read as `config.timeout` in services/http.js). Such a
// key is not "absent by default" (what a key nobody sets is): its default exists, its size is not known here,
// so the request that reads it is not judged. package-defaults.ts answers `UNSETTLED` for it, key-defaults.ts
// hands the file a value that resolves to nothing.
import { type AstNode, walk } from '../ast';
import { unwrap } from './node-paths';

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

/**
 * A value made only of reads of `key` (`requestConfig.timeout || this.getAirwallex().config.timeout`,
 * @airwallex/node-sdk 2.1.0-beta.5 dist/client/apiClient.js:191): it hands on what some object holds under the key,
 * whose default is counted where the package writes it, and adds none of its own.
 */
export function readsOnlyKey(value: AstNode, key: string): boolean {
  const current = unwrap(value);
  if (current.type === 'LogicalExpression' && (current.operator === '??' || current.operator === '||'))
    return readsOnlyKey(current.left as AstNode, key) && readsOnlyKey(current.right as AstNode, key);
  if (current.type === 'Identifier') return current.name === key;
  if (current.type !== 'MemberExpression') return false;
  const property = current.property as AstNode;
  return current.computed
    ? property.type === 'Literal' && property.value === key
    : property.type === 'Identifier' && property.name === key;
}
