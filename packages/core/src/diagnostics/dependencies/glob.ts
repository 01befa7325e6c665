import picomatch from 'picomatch/posix.js';

/**
 * The globs workspace declarations use (`packages/*`, `apps/**`, `{a,b}`, `?`, `[abc]`, leading `!` for
 * exclusion), matched by picomatch against `/`-separated directory paths relative to the root.
 */

const cache = new Map<string, RegExp>();

/** `toGlobRegExp('packages/*')` matches `packages/core`, not `packages/core/src`. */
export function toGlobRegExp(pattern: string): RegExp {
  const cached = cache.get(pattern);
  if (cached) return cached;
  const glob = normalizeGlob(pattern)
    // A trailing `**` selects the directories below, not the directory itself (`apps/**` is not `apps`).
    .replace(/(^|\/)\*\*$/, '$1**/*')
    // picomatch reads `[!…]` as a literal `!`; the shells' and package managers' negated class is `[^…]`.
    .replace(/\[!/g, '[^');
  // `dot`: workspace folders may start with a dot (`.github/actions/*`), as npm, yarn and pnpm match them.
  const regexp = picomatch.makeRe(glob, { dot: true });
  cache.set(pattern, regexp);
  return regexp;
}

/** Strips `!`, a leading `./` and trailing slashes: `./packages/*\/` → `packages/*`. */
export function normalizeGlob(pattern: string): string {
  return pattern
    .trim()
    .replace(/^!/, '')
    .replace(/^(?:\.\/)+/, '')
    .replace(/\/+$/, '');
}

/**
 * Whether a directory is selected by workspace patterns: it matches at least one positive pattern and no
 * negated one (`!**\/test/**`), the way npm, yarn and pnpm read them. `node_modules` never is.
 */
export function matchesWorkspaceGlobs(dir: string, patterns: readonly string[]): boolean {
  if (dir.split('/').includes('node_modules')) return false;
  let selected = false;
  for (const pattern of patterns) {
    const negated = pattern.trim().startsWith('!');
    if (negated) {
      if (toGlobRegExp(pattern).test(dir)) return false;
    } else if (!selected && toGlobRegExp(pattern).test(dir)) selected = true;
  }
  return selected;
}
