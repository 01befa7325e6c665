import { type AstNode, isAstNode } from '../ast';
import { unwrap } from './inert-click';

// Reads of a handler's code shared by the click rules (key-alternatives.ts, optional-hooks.ts).

/** `a`, `this.a.b`, `props.onClose`: a name or a non-computed member chain; `undefined` otherwise. */
export function toCalleeText(node: AstNode): string | undefined {
  const target = unwrap(node);
  if (target.type === 'Identifier') return String(target.name);
  if (target.type === 'ThisExpression') return 'this';
  if (target.type === 'MemberExpression' && !target.computed) {
    const object = toCalleeText(target.object as AstNode);
    return object === undefined ? undefined : `${object}.${String((target.property as AstNode).name)}`;
  }
  return undefined;
}

const IMPURE = new Set([
  'CallExpression',
  'NewExpression',
  'AssignmentExpression',
  'UpdateExpression',
  'AwaitExpression',
  'YieldExpression',
  'TaggedTemplateExpression',
  'ArrowFunctionExpression',
  'FunctionExpression',
]);

/**
 * Calls that only read: `el.getAttribute('data-index')`, the number and string conversions of a value, and a
 * getter method called without arguments (`this.props.autoSuggestMethods.getInputReference()`, engage-ui@17.0.0
 * src/components/TextField/TextField.tsx:525, whose result the click only focuses).
 */
const READ_METHODS = new Set(['getAttribute', 'hasAttribute']);
const CONVERSIONS = new Set(['Number', 'String', 'Boolean', 'parseInt', 'parseFloat']);
const GETTER = /^get[A-Z]\w*$/;

function isReadCall(call: AstNode): boolean {
  const callee = unwrap(call.callee as AstNode);
  if (callee.type === 'Identifier') return CONVERSIONS.has(String(callee.name));
  if (callee.type !== 'MemberExpression' || callee.computed) return false;
  const name = String((callee.property as AstNode).name);
  return READ_METHODS.has(name) || (GETTER.test(name) && ((call.arguments as AstNode[]) ?? []).length === 0);
}

/**
 * Evaluating it does nothing: no call (but the reads of `isReadCall`, react-bootstrap-autosuggest@0.5.0
 * Choices.js:131 `Number(choices.getAttribute('data-index'))`), assignment, update or deletion anywhere inside.
 */
export function isPure(node: AstNode): boolean {
  let pure = true;
  visit(node, (inner) => {
    if (inner.type === 'CallExpression' && isReadCall(inner)) return;
    if (IMPURE.has(inner.type) || (inner.type === 'UnaryExpression' && inner.operator === 'delete'))
      pure = false;
  });
  return pure;
}

/** Every node under `root`, itself included (a direct scan: these sub-trees are read once). */
export function visit(root: AstNode, enter: (node: AstNode) => void): void {
  const stack: AstNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as AstNode;
    enter(node);
    // Scalars skipped by their `typeof` first, arrays read by index (no iterator per array), as in from-jsx.ts.
    for (const key in node) {
      const value = node[key];
      if (typeof value !== 'object' || value === null) continue;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (isAstNode(item)) stack.push(item);
        }
      } else if (isAstNode(value)) stack.push(value);
    }
  }
}
