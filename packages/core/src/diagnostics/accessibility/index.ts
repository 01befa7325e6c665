import type { AstNode } from '../ast';
import type { Finding, SourceFile } from '../types';
import { checkElementTrees } from './check-elements';
import { toHtmlElementTrees } from './from-html';
import { toJsxElementTrees } from './from-jsx';
import type { ComponentImports } from './imported-components';

export type { ChildNode, ElementAttribute, ElementNode } from './element';
export { toHtmlElementTrees } from './from-html';
export { toJsxElementTrees } from './from-jsx';
export {
  type ComponentImports,
  type ComponentModuleSummary,
  createComponentResolver,
  summarizeComponentModule,
} from './imported-components';
export * from './rules';

const HTML_EXTENSIONS = ['.html', '.htm'] as const;

/** True for the files `checkHtmlAccessibility` reads: `.html` and `.htm`. */
export function isHtmlFile(path: string): boolean {
  const lower = path.toLowerCase();
  return HTML_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/**
 * Accessibility findings for the JSX in a parsed program (.jsx, .tsx, and .js files with JSX).
 * @example checkJsxAccessibility({ path: 'a.tsx', text }, parse('a.tsx', text).program)
 */
export function checkJsxAccessibility(
  file: SourceFile,
  program: AstNode,
  imports?: ComponentImports,
): Finding[] {
  // TypeScript outside .tsx cannot hold JSX (`<T>x` is a cast there): skip the walk.
  if (/\.[mc]?ts$/.test(file.path) || !file.text.includes('<')) return [];
  return checkElementTrees(file, toJsxElementTrees(program, imports));
}

/**
 * Accessibility findings for an HTML document.
 * @example checkHtmlAccessibility({ path: 'index.html', text: '<html><img src="a.png"></html>' })
 */
export function checkHtmlAccessibility(file: SourceFile): Finding[] {
  return checkElementTrees(file, toHtmlElementTrees(file.text));
}
