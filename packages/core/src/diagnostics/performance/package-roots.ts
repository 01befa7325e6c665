// The packages of a scanned tree: a file belongs to the folder of its nearest package.json (`''` for the root).

/** The folders holding a package.json, deepest first, each ending in `/` (or `''` for the scanned root). */
export function packageRoots(paths: readonly string[]): string[] {
  return paths
    .filter((p) => p === 'package.json' || p.endsWith('/package.json'))
    .map((p) => p.slice(0, -'package.json'.length))
    .sort((a, b) => b.length - a.length);
}

/** The package folder `path` belongs to, among `roots` (deepest first); `''` when none holds it. */
export function rootOf(path: string, roots: readonly string[]): string {
  return roots.find((root) => path.startsWith(root)) ?? '';
}
