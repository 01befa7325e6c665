/**
 * Files that should not count against a project by default: tests, stories, type tests, and compiled copies
 * of the sources (`lib/`, `dist/`, `esm/` … beside a `src/` holding the same files). `charter check` skips the
 * per-file code rules (HTTP timeouts, accessibility) there unless asked (`--include-tests`), and says so.
 */
export type NoiseKind = 'test' | 'story' | 'compiled';

// Tests and benchmarks (findings in bench/ made Performance "Critical").
const TEST_FILE =
  /(^|\/)(__tests__|__mocks__|__fixtures__|tests?|e2e|cypress|fixtures|bench|benches|benchmarks?)\/|\.(test|spec|e2e|test-d|bench)\.[cm]?[jt]sx?$|[-.]tests?\.[cm]?[jt]sx?$/;
const STORY_FILE = /(^|\/)(\.storybook|stories)\/|\.(stories|story)\.[cm]?[jt]sx?$/;
// `out/` is tsc's outDir in VS Code's extension template; only a file with the same path under src/ counts.
const COMPILED_DIRS = ['lib', 'dist', 'esm', 'es', 'es6', 'cjs', 'build', 'out', 'module', 'commonjs'];
const COMPILED = new RegExp(`^(.*?)(?:^|/)(${COMPILED_DIRS.join('|')})/(.+)$`);
const EXTENSION = /\.(d\.)?[cm]?[jt]sx?$/;

/**
 * The noise among a project's files, by path.
 * @example findNoiseFiles(['src/a.ts', 'lib/a.js', 'src/a.test.ts']) // Map { 'lib/a.js' => 'compiled', 'src/a.test.ts' => 'test' }
 */
export function findNoiseFiles(paths: readonly string[]): Map<string, NoiseKind> {
  const noise = new Map<string, NoiseKind>();
  // Source files by package folder and path below src/, without extension: `pkg/|button/index`.
  const sources = new Set<string>();
  for (const path of paths) {
    const match = /^(.*?)(?:^|\/)src\/(.+)$/.exec(path);
    if (match) sources.add(`${match[1] ?? ''}|${(match[2] ?? '').replace(EXTENSION, '')}`);
  }
  for (const path of paths) {
    if (STORY_FILE.test(path)) noise.set(path, 'story');
    else if (TEST_FILE.test(path)) noise.set(path, 'test');
    else if (sources.size > 0) {
      const match = COMPILED.exec(path);
      if (!match) continue;
      const base = match[1] ?? '';
      const rest = (match[3] ?? '').replace(EXTENSION, '');
      // lib/button/index.js beside src/button/index.tsx (also lib/cjs/… and dist/esm/…).
      const inner = rest.replace(new RegExp(`^(${COMPILED_DIRS.join('|')})/`), '');
      if (sources.has(`${base}|${rest}`) || sources.has(`${base}|${inner}`)) noise.set(path, 'compiled');
    }
  }
  return noise;
}
