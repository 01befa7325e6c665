/**
 * How the scanner finds a file's sibling modules: relative specifiers read from the text, resolved against the
 * scanned files with the extensions a bundler or tsc would try, and each module's HTTP summary made lazily, the
 * first time an importer asks (most modules are never asked).
 */
import type { AstNode, ParseSource } from './ast';
import { type ExportedFactory, type HttpModuleSummary, summarizeHttpModule } from './performance/index';

/** Relative imports and requires (`from './x'`, `require('../x')`): one reading, kept beside the HTTP family's use. */
export { relativeSpecifiers } from './performance/index';

const RESOLVE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '/index.ts', '/index.js'];
/** Component modules are also `index.tsx` / `index.jsx` of a folder (`../Icons`). */
export const COMPONENT_EXTENSIONS = [...RESOLVE_EXTENSIONS, '/index.tsx', '/index.jsx'];

/** The module `specifier` names from `from` (a path relative to the scanned root), with its summary. */
export function resolveRelative<T = HttpModuleSummary>(
  from: string,
  specifier: string,
  modules: { get(path: string): T | undefined },
  extensions: readonly string[] = RESOLVE_EXTENSIONS,
): { path: string; summary: T } | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  const base = parts.join('/');
  // tsc's ESM output imports `./x.js` for a source `./x.ts`. A specifier without such an ending has one stem:
  // trying it twice asked the same paths again (most specifiers; a lookup is pure, so the second found nothing).
  const stripped = base.replace(/\.(js|mjs|cjs)$/, '');
  const stems = stripped === base ? [base] : [base, stripped];
  for (const stem of stems) {
    for (const extension of extensions) {
      const path = `${stem}${extension}`;
      const summary = modules.get(path);
      if (summary) return { path, summary };
    }
  }
  return undefined;
}

/**
 * A module summary's `returns`, read from a fresh parse of the module the first time an importer asks. The
 * summary's own `returns` reads the bodies of the module's exported functions: kept for the whole scan, they
 * held most of every project's syntax trees alive (every exported component or helper counts: 16.5 MB of the
 * 1 000-file bench fixture's, 2.9 MB retained without), for the garbage collector to copy and mark. Few modules
 * are ever asked (an importer's judged call of one of their functions); the same text parses the same.
 */
function reparsedReturns(summarize: () => HttpModuleSummary): NonNullable<HttpModuleSummary['returns']> {
  let returns: HttpModuleSummary['returns'] | null = null;
  return (name) => {
    if (returns === null) returns = summarize().returns;
    return returns?.(name);
  };
}

/** A summary's `factories`, read from a fresh parse the first time an importer asks (as `reparsedReturns`). */
function reparsedFactories(summarize: () => HttpModuleSummary): NonNullable<HttpModuleSummary['factories']> {
  let factories: ReadonlyMap<string, ExportedFactory> | undefined;
  return () => {
    factories ??= summarize().factories?.() ?? new Map();
    return factories;
  };
}

/** Whether a module exports a number, a client, a wrapper, a client instance or an unset getter an importer can use. */
export function exportsValues(summary: HttpModuleSummary): boolean {
  return (
    summary.numbers.size > 0 ||
    summary.clients.size > 0 ||
    summary.wrappers.size > 0 ||
    (summary.instances?.size ?? 0) > 0 ||
    (summary.memberInstances?.size ?? 0) > 0 ||
    (summary.unsetGetters?.size ?? 0) > 0
  );
}

/**
 * The HTTP summaries of the scanned modules, each made the first time an importer's resolution asks for it, from
 * a fresh parse of its text: most modules are never asked (only files naming a client that import a sibling
 * are, and only for their relative specifiers), and summarising all of them as they were read was about 5% of
 * `charter check`'s CPU profile on the 1 000-file bench fixture, where none is asked. A module answers
 * `undefined` when it exports nothing a sibling uses, as if it had no summary (resolution then tries the next
 * extension); the same text parses the same, so each answer is the one an eager summary gave.
 */
export function createLazyHttpModules(parse: ParseSource) {
  const texts = new Map<string, string>();
  const summaries = new Map<string, HttpModuleSummary | null>();
  const summarize = (path: string, text: string): HttpModuleSummary | null => {
    let program: AstNode;
    try {
      program = parse(path, text).program;
    } catch {
      return null;
    }
    const summary = summarizeHttpModule(program, text);
    if (summary.returns)
      summary.returns = reparsedReturns(() => summarizeHttpModule(parse(path, text).program));
    if (summary.factories)
      summary.factories = reparsedFactories(() => summarizeHttpModule(parse(path, text).program));
    return exportsValues(summary) || summary.reexports || summary.returns ? summary : null;
  };
  return {
    /** A module the parser read (its summary is made on first lookup). */
    add(path: string, text: string): void {
      texts.set(path, text);
    },
    get(path: string): HttpModuleSummary | undefined {
      let summary = summaries.get(path);
      if (summary === undefined) {
        const text = texts.get(path);
        if (text === undefined) return undefined;
        texts.delete(path);
        summary = summarize(path, text);
        summaries.set(path, summary);
      }
      return summary ?? undefined;
    },
  };
}
