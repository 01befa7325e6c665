// The scanner's relative resolution over an in-memory project, for tests whose files import one another.
import { createHttpModuleResolver, summarizeHttpModule } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

/** `a/b/../c` → `a/c`; `./x` from `dir/file.js` → `dir/x`. */
export function joinSpecifier(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Module summaries of `files`, re-exports followed, as `checkHttpTimeouts`'s `imports` for each path. */
export function projectResolver(files: Record<string, string>) {
  return createHttpModuleResolver((from, specifier) => {
    const base = joinSpecifier(from, specifier);
    // tsc's ESM output imports `./x.js` for a source `./x.ts`, as the scanner resolves it.
    const found = [base, base.replace(/\.(js|mjs|cjs)$/, '')]
      .flatMap((stem) => ['', '.js', '.ts', '/index.js', '/index.ts'].map((ext) => stem + ext))
      .find((p) => p in files);
    return found
      ? { path: found, summary: summarizeHttpModule(parseSource(found, files[found] ?? '').program) }
      : undefined;
  });
}
