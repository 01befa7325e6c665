// Modules that pass on another module's exports (`export * from './defaults'`, `export { X } from './x'`, tsc's
// `__exportStar(require("./defaults"), exports)` and `Object.defineProperty(exports, "X", { get: … x_1.X })`),
// read from a module's top-level statements (module-resolver.ts follows them to the module that defines a value).
import { type AstNode, isAstNode } from '../ast';
import { RELATIVE, relativeRequire } from './compiled-shapes';
import { toPath, unwrap } from './node-paths';

/** One re-export of a module: from `specifier`, every export (`names` absent) or these (exported → imported). */
export interface ReExport {
  specifier: string;
  names?: Map<string, string>;
}

/** `x.__exportStar`, `tslib_1.__exportStar`, `__exportStar`, esbuild's `__reExport`. */
const EXPORT_STAR = /(^|\.)(__exportStar|__reExport)$/;

/** The statement is one of the re-export shapes above (cheap: its own node and arguments only). */
export function isReExport(statement: AstNode): boolean {
  if (statement.type === 'ExportAllDeclaration') return true;
  if (statement.type !== 'ExpressionStatement') return false;
  const expression = unwrap(statement.expression as AstNode);
  if (expression.type !== 'CallExpression') return false;
  const callee = toPath(expression.callee as AstNode) ?? '';
  const [target, name] = expression.arguments as AstNode[];
  return (
    EXPORT_STAR.test(callee) ||
    (callee === 'Object.defineProperty' &&
      toPath(target ?? expression) === 'exports' &&
      name?.type === 'Literal' &&
      name.value !== '__esModule')
  );
}

/** The re-exports among a module's top-level statements (`x_1 = require('./x')` names the module for tsc's). */
export function collectReExports(body: readonly AstNode[]): ReExport[] {
  const requires = new Map<string, string>();
  const found: ReExport[] = [];
  const named = (specifier: string, exported: string, imported: string): void => {
    const last = found.at(-1);
    if (last?.specifier === specifier && last.names) last.names.set(exported, imported);
    else found.push({ specifier, names: new Map([[exported, imported]]) });
  };
  for (const statement of body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        const specifier = isAstNode(declarator.init) ? relativeRequire(declarator.init) : undefined;
        if (specifier && id.type === 'Identifier') requires.set(String(id.name), specifier);
      }
      continue;
    }
    const source = isAstNode(statement.source) ? String(statement.source.value) : undefined;
    if (statement.type === 'ExportAllDeclaration') {
      // `export * as ns from './x'` exports one object, not the names: not followed.
      if (source && RELATIVE.test(source) && !statement.exported) found.push({ specifier: source });
      continue;
    }
    if (statement.type === 'ExportNamedDeclaration') {
      if (!source || !RELATIVE.test(source)) continue;
      for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
        const local = specifier.local as AstNode;
        const exported = specifier.exported as AstNode;
        named(source, String(exported.name ?? exported.value), String(local.name ?? local.value));
      }
      continue;
    }
    if (statement.type !== 'ExpressionStatement' || !isReExport(statement)) continue;
    const call = unwrap(statement.expression as AstNode);
    const args = call.arguments as AstNode[];
    if (EXPORT_STAR.test(toPath(call.callee as AstNode) ?? '')) {
      const from = args[0] ? (relativeRequire(args[0]) ?? requires.get(toPath(args[0]) ?? '')) : undefined;
      if (from) found.push({ specifier: from });
      continue;
    }
    // `Object.defineProperty(exports, "X", { enumerable: true, get: function () { return x_1.Y; } })`.
    const name = args[1]?.value;
    const read = getterReturn(args[2]);
    const [object, imported, extra] = (read ? toPath(read) : undefined)?.split('.') ?? [];
    const from = object ? requires.get(object) : undefined;
    if (typeof name === 'string' && from && imported && !extra) named(from, name, imported);
  }
  return found;
}

/** The expression a `{ get: function () { return x; } }` descriptor returns. */
function getterReturn(descriptor: AstNode | undefined): AstNode | undefined {
  if (descriptor?.type !== 'ObjectExpression') return undefined;
  const getter = (descriptor.properties as AstNode[]).find(
    (p) => p.type === 'Property' && (p.key as AstNode).name === 'get',
  );
  const fn = getter ? unwrap(getter.value as AstNode) : undefined;
  if (!fn || !isAstNode(fn.body)) return undefined;
  if (fn.body.type !== 'BlockStatement') return fn.body;
  const [only] = fn.body.body as AstNode[];
  return only?.type === 'ReturnStatement' && isAstNode(only.argument) ? only.argument : undefined;
}
