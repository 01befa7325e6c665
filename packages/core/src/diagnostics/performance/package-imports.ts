// A default the package sets from a constant of another of its modules: `timeout: options?.timeout ??
// CONFIG.DEFAULT_TIMEOUT` with `import * as CONFIG from './config.js'` and `export const DEFAULT_TIMEOUT = 15000`
// there (checkout-sdk-node 5.2.1 dist/Checkout.js lines 1 and 34, dist/config.js line 28). package-defaults.ts
// reads each place that sets a key in its own file; this gives that file the numbers its relative imports
// export, as a file being judged gets them (file-facts.ts `applyImports`), so the fallback is read.

import { resolveRelativeImport } from '../architecture/resolve';
import type { AstNode } from '../ast';
import { relativeRequire } from './compiled-shapes';
import type { ScopedConstants } from './constants';
import { importedObject, literal, numbersObject } from './modules';

/** The names a module binds to another module of the package, with the export each stands for (`*`: all). */
function relativeImports(program: AstNode): { local: string; specifier: string; imported: string }[] {
  const found: { local: string; specifier: string; imported: string }[] = [];
  for (const statement of (program.body as AstNode[] | undefined) ?? []) {
    if (statement.type === 'ImportDeclaration') {
      const specifier = String((statement.source as AstNode).value);
      if (!specifier.startsWith('.')) continue;
      for (const item of statement.specifiers as AstNode[]) {
        const local = String((item.local as AstNode).name);
        if (item.type === 'ImportNamespaceSpecifier') found.push({ local, specifier, imported: '*' });
        else if (item.type === 'ImportSpecifier') {
          const imported = item.imported as AstNode;
          found.push({ local, specifier, imported: String(imported.name ?? imported.value) });
        }
      }
    } else if (statement.type === 'VariableDeclaration') {
      // `const config_1 = require("./config")`, tsc's `__importStar(require("./config"))`.
      for (const declarator of statement.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        const specifier = declarator.init ? relativeRequire(declarator.init as AstNode) : undefined;
        if (id.type === 'Identifier' && specifier)
          found.push({ local: String(id.name), specifier, imported: '*' });
      }
    }
  }
  return found;
}

/**
 * Defines in `constants` the numbers `path`'s relative imports export (a namespace as an open object of them,
 * a named import as its number or object), read through `numbersOf` (the module's summary, by path).
 * @example defineImportedNumbers('dist/Checkout.js', program, constants, paths, numbersOf) // CONFIG.DEFAULT_TIMEOUT → 15000
 */
export function defineImportedNumbers(
  path: string,
  program: AstNode,
  constants: ScopedConstants,
  paths: ReadonlySet<string>,
  numbersOf: (path: string) => ReadonlyMap<string, number> | undefined,
): void {
  for (const { local, specifier, imported } of relativeImports(program)) {
    const target = resolveRelativeImport(path, specifier, paths);
    const numbers = target ? numbersOf(target) : undefined;
    if (!numbers || numbers.size === 0) continue;
    const value =
      imported === '*'
        ? numbersObject(numbers)
        : numbers.has(imported)
          ? literal(numbers.get(imported) as number)
          : importedObject(numbers, imported);
    if (!value) continue;
    constants.bindings.set(local, [{ start: 0, end: Number.MAX_SAFE_INTEGER, init: value }]);
    constants.set(local, value);
  }
}
