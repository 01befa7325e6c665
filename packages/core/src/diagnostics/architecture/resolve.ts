/** Extensions a relative specifier may omit, in the order bundlers and TypeScript try them. */
export const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'] as const;

/** TypeScript's ESM convention: `./a.js` in source names `./a.ts` (or `.tsx`). */
const TS_COUNTERPARTS: Record<string, readonly string[]> = {
  '.js': ['.ts', '.tsx'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts'],
  '.cjs': ['.cts'],
};

/** `joinPath('src/a', '../b/./c')` → `src/b/c`; `undefined` when the path climbs above the root. */
export function joinPath(dir: string, relative: string): string | undefined {
  const parts = dir ? dir.split('/') : [];
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/**
 * The file of the tree a relative specifier names, trying the exact path, the TypeScript counterpart of a
 * `.js` specifier, the known extensions and `/index` files. Bare specifiers (packages) resolve to nothing.
 * `resolveRelativeImport('src/a.ts', './b.js', new Set(['src/b.ts']))` → `src/b.ts`.
 */
export function resolveRelativeImport(
  importer: string,
  specifier: string,
  files: ReadonlySet<string>,
): string | undefined {
  if (
    !(specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../'))
  ) {
    return undefined;
  }
  const clean = specifier.replace(/[?#].*$/, '');
  const slash = importer.lastIndexOf('/');
  const base = joinPath(slash === -1 ? '' : importer.slice(0, slash), clean);
  if (base === undefined) return undefined;
  if (base && !clean.endsWith('/') && files.has(base)) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > base.lastIndexOf('/') ? base.slice(dot) : '';
  for (const counterpart of TS_COUNTERPARTS[ext] ?? []) {
    const candidate = base.slice(0, dot) + counterpart;
    if (files.has(candidate)) return candidate;
  }
  const prefix = base === '' ? '' : `${base}/`;
  if (!clean.endsWith('/')) {
    for (const extension of RESOLVE_EXTENSIONS) if (files.has(base + extension)) return base + extension;
  }
  for (const extension of RESOLVE_EXTENSIONS) {
    if (files.has(`${prefix}index${extension}`)) return `${prefix}index${extension}`;
  }
  return undefined;
}
