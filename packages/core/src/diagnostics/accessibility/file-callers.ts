import type { AstNode } from '../ast';

/**
 * The names the file renders the component declared at `offset` by: its own and the member names it is given
 * (`Timepicker.Info = Info`); none when `offset` is in no declared component.
 */
export function callerNames(program: AstNode, offset: number): ReadonlySet<string> {
  const statement = ((program.body as AstNode[] | undefined) ?? []).find(
    (node) => node.start <= offset && offset < node.end,
  );
  const name = statement && toDeclaredName(statement);
  return new Set(name ? [name, ...aliasesOf(program, name)] : []);
}

/** `class Info`, `function Info`, `const Info = …`, each possibly exported. */
function toDeclaredName(statement: AstNode): string | undefined {
  const node =
    statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
      ? (statement.declaration as AstNode | null)
      : statement;
  if (!node) return undefined;
  if (node.type === 'ClassDeclaration' || node.type === 'FunctionDeclaration') {
    return (node.id as AstNode | null)?.name as string | undefined;
  }
  if (node.type !== 'VariableDeclaration') return undefined;
  const declarations = node.declarations as AstNode[];
  const id = declarations.length === 1 ? (declarations[0]?.id as AstNode) : undefined;
  return id?.type === 'Identifier' ? String(id.name) : undefined;
}

/** `Timepicker.Info = Info`: the member names the file gives the component. */
function aliasesOf(program: AstNode, name: string): string[] {
  const aliases: string[] = [];
  for (const statement of (program.body as AstNode[] | undefined) ?? []) {
    const expression =
      statement.type === 'ExpressionStatement' ? (statement.expression as AstNode) : undefined;
    if (expression?.type !== 'AssignmentExpression' || expression.operator !== '=') continue;
    const right = expression.right as AstNode;
    const left = toMemberText(expression.left as AstNode);
    if (right.type === 'Identifier' && right.name === name && left) aliases.push(left);
  }
  return aliases;
}

function toMemberText(node: AstNode): string | undefined {
  if (node.type === 'Identifier') return String(node.name);
  if (node.type !== 'MemberExpression' || node.computed) return undefined;
  const object = toMemberText(node.object as AstNode);
  return object && `${object}.${String((node.property as AstNode).name)}`;
}

export function toJsxName(node: AstNode): string {
  if (node.type === 'JSXIdentifier') return String(node.name);
  if (node.type === 'JSXMemberExpression') {
    return `${toJsxName(node.object as AstNode)}.${toJsxName(node.property as AstNode)}`;
  }
  return '';
}
