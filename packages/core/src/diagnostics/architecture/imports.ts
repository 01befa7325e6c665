import { type AstNode, isAstNode, walk } from '../ast';

export type ImportKind = 'import' | 'export' | 'require' | 'dynamic-import' | 'import-equals';

/** One module reference in a program, with the offsets of the statement or call that makes it. */
export interface ImportRef {
  specifier: string;
  kind: ImportKind;
  /** `import type`, `export type`, or an import whose every specifier is `type`: erased at compile time. */
  typeOnly: boolean;
  /** Inside a function body: runs when called, not when the module loads (`require` in a function). */
  lazy: boolean;
  start: number;
  end: number;
}

/** A string literal or a template literal without expressions. */
function toSpecifier(node: unknown): string | undefined {
  if (!isAstNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked?: string; raw: string } }[];
    return quasi?.value.cooked ?? quasi?.value.raw;
  }
  return undefined;
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function isInFunction(ancestors: readonly AstNode[]): boolean {
  return ancestors.some((ancestor) => FUNCTION_TYPES.has(ancestor.type));
}

function allSpecifiersAreTypes(node: AstNode, kindKey: 'importKind' | 'exportKind'): boolean {
  const specifiers = (node.specifiers as AstNode[] | undefined) ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s[kindKey] === 'type');
}

/**
 * The module references of an ESTree program: `import`, `export … from`, `require('x')`, `import('x')` and
 * `import x = require('x')`, when the specifier is a literal string.
 * `collectImports(parse('a.ts', "import { b } from './b';").program)` → `[{ specifier: './b', kind: 'import', … }]`.
 * Given the file's `text`, a file that cannot hold a reference below its top level (see `NESTED_REFERENCE`) is
 * read from its top-level statements only, not walked: the same references in the same order.
 */
export function collectImports(program: AstNode, text?: string): ImportRef[] {
  const refs: ImportRef[] = [];
  const add = (node: AstNode, source: unknown, kind: ImportKind, typeOnly: boolean, lazy = false): void => {
    const specifier = toSpecifier(source);
    if (specifier !== undefined)
      refs.push({ specifier, kind, typeOnly, lazy, start: node.start, end: node.end });
  };
  const visit = (node: AstNode, ancestors: readonly AstNode[]): false | undefined => {
    switch (node.type) {
      case 'ImportDeclaration':
        add(
          node,
          node.source,
          'import',
          node.importKind === 'type' || allSpecifiersAreTypes(node, 'importKind'),
        );
        return false;
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
        if (node.source) {
          add(
            node,
            node.source,
            'export',
            node.exportKind === 'type' || allSpecifiersAreTypes(node, 'exportKind'),
          );
          return false;
        }
        return undefined;
      case 'ImportExpression':
        add(node, node.source, 'dynamic-import', false, isInFunction(ancestors));
        return undefined;
      case 'TSImportEqualsDeclaration': {
        const reference = node.moduleReference as AstNode | undefined;
        if (reference?.type === 'TSExternalModuleReference') {
          add(node, reference.expression, 'import-equals', node.importKind === 'type');
        }
        return false;
      }
      case 'CallExpression': {
        const callee = node.callee as AstNode;
        const args = node.arguments as AstNode[];
        if (callee.type === 'Identifier' && callee.name === 'require' && args.length === 1) {
          add(node, args[0], 'require', false, isInFunction(ancestors));
        }
        return undefined;
      }
      default:
        return undefined;
    }
  };
  if (text !== undefined && !NESTED_REFERENCE.test(text)) {
    // Every statement that makes a reference is a top-level one here (no walk needed to find the rest).
    for (const statement of (program.body as AstNode[] | undefined) ?? []) visit(statement, [program]);
  } else walk(program, visit);
  return refs;
}

/**
 * What a reference below a program's top level needs in the text: `require` (calls, `import x = require()`),
 * `import(` (perhaps with a comment before the parenthesis), or a `module`/`namespace` block (`declare module
 * 'x' { import … }`). An escaped name (`requ\u0069re`) counts too. Without any of them, every reference is an
 * `import`/`export … from` statement at the top level. The bench's 1 000-file fixture: most files.
 */
const NESTED_REFERENCE = /\brequire\b|\bimport\s*[(/]|\bmodule\b|\bnamespace\b|\\u/;
