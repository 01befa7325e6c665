// What the first argument of a request call is: a URL, an options object, or unknown (split from judges.ts, which
// judges the options themselves).
import { type AstNode, isAstNode } from '../ast';
import { assignedKeys, withAssignedBounds } from './assigned-options';
import { type ObjectView, resolveNode, resolveObject, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';

const URL_NAME = /url|uri|href|endpoint|link|address|path|route/i;

/**
 * What the first argument of `got(x)`, `axios(x)` or `https.get(x)` is: a URL (string, template, `new URL`,
 * a name that says so), an options object, or unknown.
 */
export function classifyTarget(context: JudgeContext, node: AstNode): 'url' | ObjectView | 'unknown' {
  const resolved = resolveNode(node, context.constants);
  if (resolved.type === 'Literal' && typeof resolved.value === 'string') return 'url';
  if (resolved.type === 'TemplateLiteral' || resolved.type === 'BinaryExpression') return 'url';
  if (resolved.type === 'NewExpression' && toPath(resolved.callee as AstNode) === 'URL') return 'url';
  const object = resolveObject(resolved, context.constants);
  if (object) return withAssignedBounds(object, node, context.constants);
  // The caller's options, on which the function writes a bound key before the send (`options.timeout = …`).
  const assigned = assignedKeys(node, context.constants);
  if (assigned) return assigned;
  const path = toPath(unwrap(node));
  if (path && URL_NAME.test(path.split('.').pop() ?? '')) return 'url';
  if (resolved.type === 'CallExpression' && isAstNode(resolved.callee)) {
    const callee = toPath(resolved.callee) ?? '';
    if (/url|href|path/i.test(callee) || callee.endsWith('.toString')) return 'url';
  }
  return 'unknown';
}
