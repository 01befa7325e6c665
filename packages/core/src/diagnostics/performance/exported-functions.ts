// The functions a module exports, by the name an importer calls them: read by factory-handoffs.ts (a factory sending
// on its parameter) and factory-instances.ts (a factory returning an instance, `exports.default = MailerLiteClient`).
import { type AstNode, isAstNode } from '../ast';
import { FUNCTIONS as FUNCTION_TYPES, toPath, unwrap } from './node-paths';

/**
 * The file's exported functions by the name an importer calls them (`default`, a named export, or `*` for
 * `module.exports = …`): `exports.default = default_1` of a top-level `function default_1`, `export default
 * function (client)`, `export function f`, `module.exports = function (client)`.
 */
export function exportedFunctions(program: AstNode): Map<string, AstNode> {
  const declared = new Map<string, AstNode>();
  const exported = new Map<string, AstNode>();
  const body = (program.body as AstNode[]) ?? [];
  for (const statement of body) {
    const inner =
      statement.type === 'ExportNamedDeclaration' && isAstNode(statement.declaration)
        ? statement.declaration
        : statement;
    if (inner.type === 'FunctionDeclaration' && isAstNode(inner.id)) {
      const name = String(inner.id.name);
      declared.set(name, inner);
      if (inner !== statement) exported.set(name, inner);
    }
    // `const terraformCloudApiClient = (apiKey, tfeHostname) => {…}` then `export default terraformCloudApiClient`
    // (@skorfmann/terraform-cloud 1.15.0 dist-src/api/terraformCloudApiClient.js).
    if (inner === statement && inner.type === 'VariableDeclaration' && inner.kind === 'const')
      for (const declarator of inner.declarations as AstNode[]) {
        const init = isAstNode(declarator.init) ? unwrap(declarator.init) : undefined;
        const id = declarator.id as AstNode;
        if (id.type === 'Identifier' && init && FUNCTION_TYPES.has(init.type))
          declared.set(String(id.name), init);
      }
  }
  for (const statement of body) {
    if (statement.type === 'ExportDefaultDeclaration') {
      const value = unwrap(statement.declaration as AstNode);
      const fn = FUNCTION_TYPES.has(value.type)
        ? value
        : value.type === 'Identifier'
          ? declared.get(String(value.name))
          : undefined;
      if (fn) exported.set('default', fn);
      continue;
    }
    if (statement.type !== 'ExpressionStatement') continue;
    const expression = statement.expression as AstNode;
    if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') continue;
    const target = toPath(expression.left as AstNode) ?? '';
    const name = target === 'module.exports' ? '*' : /^(?:module\.)?exports\.([\w$]+)$/.exec(target)?.[1];
    if (!name) continue;
    const value = unwrap(expression.right as AstNode);
    const fn = FUNCTION_TYPES.has(value.type)
      ? value
      : value.type === 'Identifier'
        ? declared.get(String(value.name))
        : undefined;
    if (fn) exported.set(name, fn);
  }
  return exported;
}
