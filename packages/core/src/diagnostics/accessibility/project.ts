import type { AstNode } from '../ast';
import type { Finding, SourceFile } from '../types';
import { checkElementTrees } from './check-elements';
import { toJsxElementTrees } from './from-jsx';
import { findHandedProps, toCallerProps } from './handed-props';
import type { CallerLookup, HandedProps } from './handed-types';
import {
  type ComponentImports,
  type ComponentModuleSummary,
  createComponentResolver,
  summarizeComponentModule,
} from './imported-components';
import { markInnerHtmlGraphics } from './inner-html-graphic';
import { summarizeSvgAsset } from './svg-asset';

const JSX_EXTENSIONS = ['.jsx', '.tsx', '.js', '.mjs', '.cjs'];
/** A module whose exports may decide an accessibility rule in the file importing it (imported-components.ts). */
const MAY_EXPORT_COMPONENTS =
  /<svg|cloneElement|\bstyled[.(<]|\bexport\s*[*{]|\bexport\s+default\s+[\w$]+\s*;?\s*$/m;

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
  const roots = toJsxElementTrees(program, imports);
  // Read only in a file that writes raw markup (most never do): see inner-html-graphic.ts.
  if (file.text.includes('.svg?raw')) markInnerHtmlGraphics(roots, program, imports);
  return checkElementTrees(file, roots);
}

/** Finds the module `specifier` names from the file `from` among `modules` (the scanner's resolution). */
export type ModuleLookup = <T>(
  from: string,
  specifier: string,
  modules: { get(path: string): T | undefined },
) => { path: string; summary: T } | undefined;

/**
 * The accessibility checks of a whole project, fed file by file: a file is checked as it is read unless its
 * verdict waits for a fact of another module — a shape one of its imports exports (imported-components.ts),
 * or what the modules rendering its components hand them (caller-props.ts) — and then checked in `finish()`.
 */
export function createAccessibilityProject(lookup: ModuleLookup) {
  // Components and svg constants modules export, and files whose verdict waits for them (checked in finish()).
  const componentModules = new Map<string, ComponentModuleSummary>();
  const deferred: { file: SourceFile; program: AstNode }[] = [];
  // What JSX elements hand components imported relatively, by the rendering file.
  const handed: { from: string; props: HandedProps }[] = [];
  const jsxFiles = new Map<string, true>();

  /** Elements rendering each export of each file, leaving out files another module re-exports (public API). */
  const toCallers = (): ((path: string) => CallerLookup) => {
    const reexported = new Set<string>();
    for (const [path, summary] of componentModules) {
      for (const { specifier } of summary.reexports) {
        const target = lookup(path, specifier, jsxFiles);
        if (target) reexported.add(target.path);
      }
    }
    const byTarget = new Map<string, Map<string, HandedProps[]>>();
    for (const { from, props } of handed) {
      const target = lookup(from, props.specifier, jsxFiles)?.path;
      if (!target || reexported.has(target)) continue;
      const byName = byTarget.get(target) ?? new Map<string, HandedProps[]>();
      byName.set(props.name, [...(byName.get(props.name) ?? []), props]);
      byTarget.set(target, byName);
    }
    return (path) => (name) => byTarget.get(path)?.get(name);
  };

  return {
    /** Checks a parsed code file (or keeps it for `finish()`); `noise`: a test, story or compiled copy. */
    add(file: SourceFile, program: AstNode, noise: boolean): Finding[] {
      let found: Finding[] = [];
      if (JSX_EXTENSIONS.some((ext) => file.path.endsWith(ext))) {
        jsxFiles.set(file.path, true);
        if (!noise) {
          const imports: ComponentImports = {};
          const checked = checkJsxAccessibility(file, program, imports);
          if (imports.pending) deferred.push({ file, program });
          else found = checked;
          if (file.text.includes('<')) {
            for (const props of findHandedProps(program, file.text))
              handed.push({ from: file.path, props: toCallerProps(props, file.path) });
          }
        }
      }
      if (MAY_EXPORT_COMPONENTS.test(file.text)) {
        const summary = summarizeComponentModule(program);
        if (summary.exports.size > 0 || summary.reexports.length > 0)
          componentModules.set(file.path, summary);
      }
      return found;
    },

    /** An `.svg` file of the project: the component svgr makes of it, for the files importing it (svg-asset.ts). */
    addSvg(file: SourceFile): void {
      const summary = summarizeSvgAsset(file.text);
      if (summary.exports.size > 0) componentModules.set(file.path, summary);
    },

    finish(): Finding[] {
      const components = createComponentResolver((from, specifier) =>
        lookup(from, specifier, componentModules),
      );
      const callers = toCallers();
      return deferred.flatMap(({ file, program }) =>
        checkJsxAccessibility(file, program, {
          resolve: components(file.path),
          resolveFrom: components,
          callers: callers(file.path),
        }),
      );
    },
  };
}
