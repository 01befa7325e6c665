/**
 * The ESTree (with TypeScript and JSX extensions) programs the rules read. Core does not parse: the CLI and
 * the server parse with oxc-parser and hand the program in, through `ParseSource`. Offsets are UTF-16
 * (JavaScript string) offsets into the file's text, as oxc-parser's JS API gives them.
 */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export interface ParsedSource {
  program: AstNode;
  /** Syntax errors; a file with errors is still scanned as far as it parsed. */
  errors: readonly { message: string }[];
}

/** Parses one file; `path` decides the dialect by its extension (.ts, .tsx, .js, .jsx, .mjs, .cjs). */
export type ParseSource = (path: string, text: string) => ParsedSource;

/** The extensions the code rules parse. */
export const CODE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.mts', '.cts'] as const;

export function isCodeFile(path: string): boolean {
  return CODE_EXTENSIONS.some((ext) => path.endsWith(ext)) && !path.endsWith('.d.ts');
}

export function isAstNode(value: unknown): value is AstNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

/**
 * Visits every node depth-first, parents before children, with the chain of ancestors (nearest last).
 * Return `false` from `enter` to skip a node's children.
 */
export function walk(root: AstNode, enter: (node: AstNode, ancestors: readonly AstNode[]) => unknown): void {
  const ancestors: AstNode[] = [];
  const visit = (node: AstNode): void => {
    if (enter(node, ancestors) === false) return;
    ancestors.push(node);
    for (const key in node) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      const value = node[key];
      if (Array.isArray(value)) {
        for (const item of value) if (isAstNode(item)) visit(item);
      } else if (isAstNode(value)) {
        visit(value);
      }
    }
    ancestors.pop();
  };
  visit(root);
}
