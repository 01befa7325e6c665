import { type AstNode, walk } from '../ast';
import { isBareSvg } from './bare-svg';
import type { FileBindings } from './file-bindings';
import { unwrap } from './inert-click';

/**
 * A name bound once in the file, as a property of a function's destructured first parameter with no default
 * (`({ minIcon, …, ...rest }) => …`) and never changed: the caller's prop, undefined unless passed.
 */
export function isUnsetProp(node: AstNode, program: AstNode, bindings: FileBindings): boolean {
  const target = unwrap(node);
  if (target.type !== 'Identifier') return false;
  const name = String(target.name);
  if (bindings.counts.get(name) !== 1 || bindings.changed.has(name)) return false;
  let found = false;
  walk(program, (inner) => {
    if (found) return false;
    if (!/^(Arrow)?Function(Expression|Declaration)?$/.test(inner.type)) return undefined;
    const first = ((inner.params as AstNode[]) ?? [])[0];
    if (first?.type !== 'ObjectPattern') return undefined;
    found = (first.properties as AstNode[]).some(
      (property) =>
        property.type === 'Property' &&
        unwrap(property.value as AstNode).type === 'Identifier' &&
        unwrap(property.value as AstNode).name === name,
    );
    return undefined;
  });
  return found;
}

const NO_NAMES: ReadonlySet<string> = new Set();
const NO_CONSTANTS: ReadonlyMap<string, AstNode> = new Map();

/**
 * `{closeIcon ? closeIcon : <svg …><path …/></svg>}`, `{icon || <svg …/>}`, `{icon ?? <svg …/>}`: the caller's
 * prop when passed, and by default (a destructured prop with no default, see `isUnsetProp`) the file's own bare
 * `<svg>` (no title, aria-label or text). What the element shows by default is judged, as the visible default
 * of a prop is elsewhere. react-responsive-modal@7.2.0 src/CloseIcon.tsx:29-50 (MIT): the close button.
 */
export function isDefaultBareSvg(
  expression: AstNode,
  program: AstNode,
  bindings: () => FileBindings,
): boolean {
  const node = unwrap(expression);
  let prop: AstNode | undefined;
  let fallback: AstNode | undefined;
  if (node.type === 'LogicalExpression' && (node.operator === '||' || node.operator === '??')) {
    prop = unwrap(node.left as AstNode);
    fallback = unwrap(node.right as AstNode);
  } else if (node.type === 'ConditionalExpression') {
    const test = unwrap(node.test as AstNode);
    const consequent = unwrap(node.consequent as AstNode);
    if (test.type !== 'Identifier' || consequent.type !== 'Identifier' || test.name !== consequent.name)
      return false;
    prop = test;
    fallback = unwrap(node.alternate as AstNode);
  }
  if (prop?.type !== 'Identifier' || fallback?.type !== 'JSXElement') return false;
  return isBareSvg(fallback, NO_NAMES, NO_CONSTANTS) && isUnsetProp(prop, program, bindings());
}
