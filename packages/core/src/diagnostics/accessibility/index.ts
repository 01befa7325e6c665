import type { Finding, SourceFile } from '../types';
import { checkElementTrees } from './check-elements';
import { toHtmlElementTrees } from './from-html';

export type { ChildNode, ElementAttribute, ElementNode } from './element';
export { toHtmlElementTrees } from './from-html';
export { toJsxElementTrees } from './from-jsx';
export { findHandedProps, toCallerProps } from './handed-props';
export type { HandedProps } from './handed-types';
export {
  type ComponentImports,
  type ComponentModuleSummary,
  createComponentResolver,
  summarizeComponentModule,
} from './imported-components';
export { checkJsxAccessibility, createAccessibilityProject } from './project';
export * from './rules';
export { isSvgFile, summarizeSvgAsset } from './svg-asset';

const HTML_EXTENSIONS = ['.html', '.htm'] as const;

/** True for the files `checkHtmlAccessibility` reads: `.html` and `.htm`. */
export function isHtmlFile(path: string): boolean {
  const lower = path.toLowerCase();
  return HTML_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/**
 * Accessibility findings for an HTML document.
 * @example checkHtmlAccessibility({ path: 'index.html', text: '<html><img src="a.png"></html>' })
 */
export function checkHtmlAccessibility(file: SourceFile): Finding[] {
  return checkElementTrees(file, toHtmlElementTrees(file.text));
}
