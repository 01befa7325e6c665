// Every name a file declares (variables, functions and their parameters, classes, catch parameters): a declared
// name shadows a global like fetch. Read by the bindings walk, node by node.
import { type AstNode, isAstNode } from '../ast';

export function collectDeclared(node: AstNode, declared: Set<string>): void {
  if (node.type === 'VariableDeclarator') addPattern(node.id as AstNode, declared);
  else if (
    node.type === 'FunctionDeclaration' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ArrowFunctionExpression'
  ) {
    if (isAstNode(node.id)) declared.add(String(node.id.name));
    for (const param of (node.params as AstNode[]) ?? []) addPattern(param, declared);
  } else if (node.type === 'ClassDeclaration' && isAstNode(node.id)) declared.add(String(node.id.name));
  else if (node.type === 'CatchClause' && isAstNode(node.param)) addPattern(node.param, declared);
}

function addPattern(pattern: AstNode, declared: Set<string>): void {
  switch (pattern.type) {
    case 'Identifier':
      declared.add(String(pattern.name));
      return;
    case 'ObjectPattern':
      for (const property of pattern.properties as AstNode[]) {
        addPattern(
          (property.type === 'RestElement' ? property.argument : property.value) as AstNode,
          declared,
        );
      }
      return;
    case 'ArrayPattern':
      for (const element of pattern.elements as (AstNode | null)[])
        if (element) addPattern(element, declared);
      return;
    case 'AssignmentPattern':
      addPattern(pattern.left as AstNode, declared);
      return;
    case 'RestElement':
      addPattern(pattern.argument as AstNode, declared);
      return;
    case 'TSParameterProperty':
      addPattern(pattern.parameter as AstNode, declared);
      return;
    default:
  }
}
