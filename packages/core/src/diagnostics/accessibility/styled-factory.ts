import { type AstNode, isAstNode, walk } from '../ast';

/**
 * A project's own styled helper: a function whose first parameter is the tag and which returns a component
 * rendering `createElement(tag, { ...rest, … })`, the caller's props spread onto that tag
 * (@tanstack/react-location-devtools@3.4.4 src/utils.ts:54-89, MIT: `styled(type, newStyles, queries)` returns
 * `React.forwardRef(({ style, ...rest }, ref) => React.createElement(type, { ...rest, style, ref }))`).
 * An element made by it (`const Label = styled('span', {…})`) is that tag with the props it is written with.
 * @example isStyledFactory(parse('function styled(type) { return (props) => React.createElement(type, { ...props }) }'))
 */
export function isStyledFactory(node: AstNode): boolean {
  if (!/^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(node.type)) return false;
  const tag = ((node.params as AstNode[] | undefined) ?? [])[0];
  if (tag?.type !== 'Identifier' || !isAstNode(node.body)) return false;
  let found = false;
  walk(node.body as AstNode, (inner, ancestors) => {
    if (found) return false;
    if (inner.type !== 'CallExpression' || !isCreateElement(inner.callee as AstNode)) return undefined;
    const [type, props] = (inner.arguments as AstNode[]) ?? [];
    // Rendered by the component the helper returns (a function inside it), with the caller's props spread.
    const inComponent = ancestors.some((outer) => /Function(Expression|Declaration)$/.test(outer.type));
    found =
      inComponent &&
      type?.type === 'Identifier' &&
      type.name === tag.name &&
      props?.type === 'ObjectExpression' &&
      (props.properties as AstNode[]).some((property) => property.type === 'SpreadElement');
    return undefined;
  });
  return found;
}

function isCreateElement(callee: AstNode): boolean {
  if (callee.type === 'Identifier') return callee.name === 'createElement';
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    (callee.object as AstNode).type === 'Identifier' &&
    (callee.object as AstNode).name === 'React' &&
    (callee.property as AstNode).name === 'createElement'
  );
}

/**
 * The names a file calls, at its top level, the way a styled helper is called: `const Label = styled('span', …)`
 * (exported or not), a lowercase tag first. Only these are asked about, so a file without such a call asks nothing.
 */
export function toFactoryCalls(body: readonly AstNode[]): Set<string> {
  const names = new Set<string>();
  for (const statement of body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const init = declarator.init as AstNode | null;
      if (init?.type !== 'CallExpression' || (init.callee as AstNode).type !== 'Identifier') continue;
      const first = ((init.arguments as AstNode[]) ?? [])[0];
      if (
        first?.type === 'Literal' &&
        typeof first.value === 'string' &&
        /^[a-z][a-z0-9]*$/.test(first.value)
      ) {
        names.add(String((init.callee as AstNode).name));
      }
    }
  }
  return names;
}
