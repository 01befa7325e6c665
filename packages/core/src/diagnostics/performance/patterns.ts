// Small readers of binding patterns and conditions, used while collecting a file's constants (constants.ts).
import type { AstNode } from '../ast';
import { toPath, unwrap } from './node-paths';

/** `a.b`, `a.b && c.d`, `!a.b`, `a.b != null`, `(_a = a.b) == null` as a condition: the paths it tests. */
export function addTested(test: AstNode, tested: Set<string>): void {
  const current = unwrap(test);
  if (current.type === 'MemberExpression') {
    const path = toPath(current);
    if (path) tested.add(path);
  } else if (current.type === 'LogicalExpression' || current.type === 'BinaryExpression') {
    addTested(current.left as AstNode, tested);
    addTested(current.right as AstNode, tested);
  } else if (current.type === 'UnaryExpression' && current.operator === '!') {
    addTested(current.argument as AstNode, tested);
  } else if (current.type === 'AssignmentExpression' && current.operator === '=') {
    // `(_a = options.abortSignal) == null ? void 0 : _a.aborted`: `options.abortSignal?.aborted` as tsc and
    // esbuild write it for older targets (@vercel/blob 2.8.0's bundle, line 1142) tests the value assigned.
    addTested(current.right as AstNode, tested);
  }
}

/**
 * What `...rest` of a destructuring of `from` holds: `from` without the keys taken before it (a `RestOf` node,
 * read by resolveObject); a computed key could be any, so the rest is then not known.
 */
export function restOf(from: AstNode, properties: readonly AstNode[]): AstNode {
  const taken: string[] = [];
  for (const property of properties) {
    if (property.type !== 'Property') continue;
    const key = property.key as AstNode;
    if (property.computed || key.type !== 'Identifier')
      return { type: 'Identifier', name: '\u0000', start: from.start, end: from.end };
    taken.push(String(key.name));
  }
  return { type: 'RestOf', start: from.start, end: from.end, from, taken };
}

/** Names a pattern binds; those under a default (`{ timeout = 0 }`) are left to their AssignmentPattern. */
export function addBound(pattern: AstNode, names: Set<string>, underDefault: boolean): void {
  switch (pattern.type) {
    case 'Identifier':
      if (!underDefault) names.add(String(pattern.name));
      return;
    case 'ObjectPattern':
      for (const property of pattern.properties as AstNode[]) {
        const value = (property.type === 'RestElement' ? property.argument : property.value) as AstNode;
        addBound(value, names, false);
      }
      return;
    case 'ArrayPattern':
      for (const element of pattern.elements as (AstNode | null)[])
        if (element) addBound(element, names, false);
      return;
    case 'AssignmentPattern':
      addBound(pattern.left as AstNode, names, (pattern.left as AstNode).type === 'Identifier');
      return;
    case 'RestElement':
      addBound(pattern.argument as AstNode, names, false);
      return;
    case 'TSParameterProperty':
      addBound(pattern.parameter as AstNode, names, false);
      return;
    default:
  }
}
