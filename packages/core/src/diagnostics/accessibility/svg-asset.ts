import type { ComponentModuleSummary } from './imported-components';

/**
 * An `.svg` file of the project, as the component a bundler makes of it (svgr: `import { ReactComponent as
 * LinkSVG } from '../svgs/link.svg'`, or its default export): the file's own markup is what the component
 * renders, so a file with no `<title>`, `<desc>`, `<text>` and no aria-label or aria-labelledby draws a bare
 * graphic, as a component written in JSX would (imported-components.ts). Any of those, or a file that is no
 * `<svg>` document, exports nothing decidable.
 * @example summarizeSvgAsset('<svg viewBox="0 0 24 24"><path d="M0 0h24"/></svg>').exports.get('default')
 *   // { kind: 'graphic-component' }
 */
export function summarizeSvgAsset(text: string): ComponentModuleSummary {
  const summary: ComponentModuleSummary = { exports: new Map(), reexports: [] };
  if (!/<svg[\s>]/i.test(text) || NAMING_MARKUP.test(text)) return summary;
  for (const name of ['default', 'ReactComponent']) summary.exports.set(name, { kind: 'graphic-component' });
  return summary;
}

/** Markup that can name an svg, or hold text: not a bare graphic. */
const NAMING_MARKUP = /<(title|desc|text|textPath|foreignObject)[\s>/]|aria-label/i;

/** True for the files `summarizeSvgAsset` reads. */
export function isSvgFile(path: string): boolean {
  return path.toLowerCase().endsWith('.svg');
}
