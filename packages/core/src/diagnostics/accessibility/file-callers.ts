import type { AstNode } from '../ast';
import { visit } from './handler-reads';
import { unwrap } from './inert-click';

/**
 * Whether the file itself renders the component declared at `offset` and hands it `prop` with a value:
 * `<Timepicker.Info onChangeMode={this.onChangeMode} />` with `Timepicker.Info = Info` (react-timepicker@2.0.2
 * timepicker.es6.js:31-37 and :139, MIT). A click that only calls the caller's optional hook is not decidable
 * because the caller may not pass it; when the caller is in the same file and passes it, the hook is the
 * widget's own action (there, the picker's mode switch), judged like any other. A component rendered nowhere
 * in its file, or rendered without the prop, stays the caller's.
 * @example passesProp(program, infoClass.start, 'onChangeMode') // true
 */
export function passesProp(program: AstNode, offset: number, prop: string): boolean {
  const statement = ((program.body as AstNode[] | undefined) ?? []).find(
    (node) => node.start <= offset && offset < node.end,
  );
  const name = statement && toDeclaredName(statement);
  if (!name) return false;
  const names = new Set([name, ...aliasesOf(program, name)]);
  let passed = false;
  visit(program, (node) => {
    if (passed || node.type !== 'JSXOpeningElement' || !names.has(toJsxName(node.name as AstNode))) return;
    passed = ((node.attributes as AstNode[]) ?? []).some((attribute) => {
      if (attribute.type !== 'JSXAttribute') return false;
      const key = attribute.name as AstNode;
      const value = attribute.value as AstNode | null;
      return (
        key.type === 'JSXIdentifier' &&
        key.name === prop &&
        value?.type === 'JSXExpressionContainer' &&
        !isEmpty(unwrap(value.expression as AstNode))
      );
    });
  });
  return passed;
}

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

/** `undefined`, `null`, `void 0`: no value handed. */
function isEmpty(node: AstNode): boolean {
  if (node.type === 'Identifier') return node.name === 'undefined';
  if (node.type === 'Literal') return node.value === null;
  return node.type === 'UnaryExpression' && node.operator === 'void';
}
