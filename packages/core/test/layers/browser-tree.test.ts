import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

// The console ships to browsers, and core is what it depends on: neither may pull a native module into its
// production dependency tree (the scanner's oxc-parser lives in @charter/scanner, which only the server and
// the CLI depend on). The tree is pnpm's own answer for the installed workspace.
const root = fileURLToPath(new URL('../../../../', import.meta.url));

interface Listed {
  path: string;
  dependencies?: Record<string, Listed>;
}

/**
 * Every package in a project's production tree, by name (each with where pnpm installed it). pnpm prints a
 * package's dependencies once per listing and marks later occurrences `deduped`: those are read from `seen`,
 * the dependencies of every package printed in full, by install path.
 */
function flatten(
  deps: Record<string, Listed> | undefined,
  seen: Map<string, Record<string, Listed>>,
  into = new Map<string, string>(),
) {
  for (const [name, dep] of Object.entries(deps ?? {})) {
    if (into.has(name)) continue;
    into.set(name, dep.path);
    flatten(dep.dependencies ?? seen.get(dep.path), seen, into);
  }
  return into;
}

function collect(deps: Record<string, Listed> | undefined, seen: Map<string, Record<string, Listed>>) {
  for (const dep of Object.values(deps ?? {})) {
    if (!dep.dependencies) continue;
    seen.set(dep.path, dep.dependencies);
    collect(dep.dependencies, seen);
  }
}

function hasNodeAddon(dir: string, depth = 0): boolean {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.node')) return true;
    if (entry.isDirectory() && entry.name !== 'node_modules' && depth < 4) {
      if (hasNodeAddon(join(dir, entry.name), depth + 1)) return true;
    }
  }
  return false;
}

/**
 * Why a package is native, or undefined: a prebuilt binary for some platforms (`os`/`cpu` in its manifest,
 * or listed but not installed because pnpm skipped it for this platform), a node-gyp build, a `.node` addon.
 */
function nativeReason(path: string): string | undefined {
  if (!existsSync(path)) return 'an optional build for another platform';
  const manifest = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
  if (manifest.os || manifest.cpu)
    return `a prebuilt binary for ${[manifest.os, manifest.cpu].flat().join(' ')}`;
  if (manifest.gypfile || existsSync(join(path, 'binding.gyp'))) return 'a node-gyp build';
  if (hasNodeAddon(path)) return 'a .node addon';
  return undefined;
}

function nativeIn(tree: Map<string, string>): string[] {
  return [...tree].flatMap(([name, path]) => {
    const reason = nativeReason(path);
    return reason ? [`${name}: ${reason}`] : [];
  });
}

const trees = new Map<string, Map<string, string>>();

beforeAll(async () => {
  const args = ['-y', 'pnpm@10.34.9', 'list', '--prod', '--depth', 'Infinity', '--json'];
  for (const name of ['@charter/web', '@charter/core', '@charter/scanner']) args.push('--filter', name);
  const { stdout } = await promisify(execFile)('npx', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const projects = JSON.parse(stdout) as (Listed & { name: string })[];
  const seen = new Map<string, Record<string, Listed>>();
  for (const project of projects) collect(project.dependencies, seen);
  for (const project of projects) trees.set(project.name, flatten(project.dependencies, seen));
}, 120_000);

describe("the browser's dependency tree", () => {
  it('finds the native parser where it belongs: in the scanner', () => {
    const native = nativeIn(trees.get('@charter/scanner') ?? new Map());
    const bindings = native.filter((line) => line.startsWith('@oxc-parser/binding-'));
    expect(bindings.length, native.join('\n')).toBeGreaterThan(0);
    expect(trees.get('@charter/scanner')?.has('oxc-parser')).toBe(true);
  });

  it("has no native module in the console's production tree, nor in core's", () => {
    for (const name of ['@charter/web', '@charter/core']) {
      const tree = trees.get(name);
      expect(tree?.has('zod'), `${name} listed`).toBe(true);
      expect(tree?.has('@charter/scanner'), name).toBe(false);
      expect(tree?.has('oxc-parser'), name).toBe(false);
      expect(nativeIn(tree ?? new Map()), name).toEqual([]);
    }
  });
});
