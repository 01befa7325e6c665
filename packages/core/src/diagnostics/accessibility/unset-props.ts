import { type AstNode, walk } from '../ast';
import { isBareSvg } from './bare-svg';
import type { FileBindings } from './file-bindings';
import { unwrap } from './inert-click';

/**
 * A name bound once in the file, as a property of a function's destructured first parameter with no default
 * (`({ minIcon, …, ...rest }) => …`), or of that parameter destructured in the body (`(props) => { const {
 * iconAdd, iconRemove, … } = props; …}`, funda-ui@4.7.901 lib/esm/MultipleSelect/index.tsx:106-107, MIT), and
 * never changed: the caller's prop, undefined unless passed.
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
    if (first?.type === 'ObjectPattern') found = bindsWithoutDefault(first, name);
    else if (first?.type === 'Identifier') found = destructuresInBody(inner, String(first.name), name);
    return undefined;
  });
  return found;
}

/** `{ name }` or `{ key: name }` in the pattern, with no default. */
function bindsWithoutDefault(pattern: AstNode, name: string): boolean {
  return (pattern.properties as AstNode[]).some(
    (property) =>
      property.type === 'Property' &&
      unwrap(property.value as AstNode).type === 'Identifier' &&
      unwrap(property.value as AstNode).name === name,
  );
}

/** `const { …name… } = props` among the statements of the function's own body, `props` its first parameter. */
function destructuresInBody(fn: AstNode, param: string, name: string): boolean {
  const body = fn.body as AstNode | undefined;
  if (body?.type !== 'BlockStatement') return false;
  return (body.body as AstNode[]).some(
    (statement) =>
      statement.type === 'VariableDeclaration' &&
      (statement.declarations as AstNode[]).some((declarator) => {
        const id = declarator.id as AstNode;
        const init = declarator.init ? unwrap(declarator.init as AstNode) : undefined;
        return (
          id.type === 'ObjectPattern' &&
          init?.type === 'Identifier' &&
          init.name === param &&
          bindsWithoutDefault(id, name)
        );
      }),
  );
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
    fallback = onlyChild(unwrap(node.right as AstNode));
  } else if (node.type === 'ConditionalExpression') {
    const test = unwrap(node.test as AstNode);
    const consequent = onlyChild(unwrap(node.consequent as AstNode));
    if (test.type !== 'Identifier' || consequent.type !== 'Identifier' || test.name !== consequent.name)
      return false;
    prop = test;
    fallback = onlyChild(unwrap(node.alternate as AstNode));
  }
  if (prop?.type !== 'Identifier' || fallback?.type !== 'JSXElement') return false;
  return isBareSvg(fallback, NO_NAMES, NO_CONSTANTS) && isUnsetProp(prop, program, bindings());
}

/**
 * What a fragment holding one thing shows: `<>{iconRemove}</>` shows `iconRemove`, `<><svg …/></>` the svg
 * (funda-ui@4.7.901 lib/esm/MultipleSelect/index.tsx:232, MIT: `{iconRemove ? <>{iconRemove}</> : <><svg …/></>}`).
 * Anything else is returned as it is.
 */
export function onlyChild(node: AstNode): AstNode {
  if (node.type !== 'JSXFragment') return node;
  const shown = ((node.children as AstNode[]) ?? []).filter(
    (child) => !(child.type === 'JSXText' && !/\S/.test(String(child.value ?? ''))),
  );
  const [only] = shown;
  if (shown.length !== 1 || !only) return node;
  if (only.type === 'JSXExpressionContainer') return unwrap(only.expression as AstNode);
  return only.type === 'JSXElement' ? only : node;
}
