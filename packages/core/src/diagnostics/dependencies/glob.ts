/**
 * The glob subset workspace declarations use (`packages/*`, `apps/**`, `{a,b}`, `?`, `[abc]`, leading `!`
 * for exclusion), matched against `/`-separated directory paths relative to the root.
 */

const cache = new Map<string, RegExp>();

/** `toGlobRegExp('packages/*')` matches `packages/core`, not `packages/core/src`. */
export function toGlobRegExp(pattern: string): RegExp {
  const cached = cache.get(pattern);
  if (cached) return cached;
  const glob = normalizeGlob(pattern);
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === '*' && glob[i + 1] === '*') {
      const atSegmentStart = i === 0 || glob[i - 1] === '/';
      const atSegmentEnd = i + 2 === glob.length || glob[i + 2] === '/';
      if (atSegmentStart && atSegmentEnd) {
        // `**/` matches zero or more whole segments; a trailing `**` one or more (the directories below).
        if (i + 2 === glob.length) source += '.+';
        else {
          source += '(?:[^/]+/)*';
          i++;
        }
        i++;
        continue;
      }
      source += '[^/]*';
      i++;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '{') {
      const close = glob.indexOf('}', i);
      if (close === -1) source += '\\{';
      else {
        const options = glob
          .slice(i + 1, close)
          .split(',')
          .map(escapeLiteral);
        source += `(?:${options.join('|')})`;
        i = close;
      }
    } else if (c === '[') {
      const close = glob.indexOf(']', i + 1);
      if (close === -1) source += '\\[';
      else {
        const body = glob
          .slice(i + 1, close)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\');
        source += `[${body}]`;
        i = close;
      }
    } else source += escapeLiteral(c);
  }
  const regexp = new RegExp(`^${source}$`);
  cache.set(pattern, regexp);
  return regexp;
}

function escapeLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
