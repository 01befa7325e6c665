/**
 * The node types `bindingsCollector`'s visitor reads: imports, declarators, functions (their parameters), calls
 * (UMD wrappers, tsc's private field sets), assignments to `this.x`, classes and their methods, catch clauses
 * (collectDeclared), property definitions (isPropertyMethod). A test of another type added there must add it here.
 */
export const BINDING_NODES: ReadonlySet<string> = new Set([
  'ImportDeclaration',
  'TSImportEqualsDeclaration',
  'VariableDeclarator',
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'CallExpression',
  'AssignmentExpression',
  'ClassDeclaration',
  'CatchClause',
  'PropertyDefinition',
  'MethodDefinition',
  'TSAbstractMethodDefinition',
]);
