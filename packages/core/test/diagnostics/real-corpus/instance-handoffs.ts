// The client instances the package's other kept files hand to a corpus file's classes (handed-instances.ts), as
// the scanner collects them: every kept file's constructions read once per package, merged per constructed file
// (a construction through a kept index that re-exports the class counts for the class's file, barrel-handoffs.ts).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  type ClassStores,
  classStores,
  findFactoryHandoffs,
  findInstanceConstructions,
  findInstanceFactories,
  type HandedInstances,
  type InstanceConstruction,
  type InstanceFactories,
  instanceConstructionsByTarget,
  moduleReExports,
} from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const byPackage = new Map<string, Map<string, HandedInstances>>();

/** The kept file `specifier`, written in `from`, names (as constructedBy in score.ts resolves it). */
function named(
  from: string,
  specifier: string,
  known: ReadonlyMap<string, true>,
): { path: string } | undefined {
  const base = resolve(dirname(from), specifier);
  for (const stem of [base, base.replace(/\.(js|mjs|cjs)$/, '')])
    for (const ext of ['', '.ts', '.js', '/index.ts', '/index.js'])
      if (known.has(stem + ext)) return { path: stem + ext };
  return undefined;
}

/** What the package's other kept files (`files`, absolute paths) hand `target`'s classes' constructors. */
export function handedInstancesOf(
  target: string,
  root: string,
  files: () => string[],
): HandedInstances | undefined {
  let byTarget = byPackage.get(root);
  if (!byTarget) {
    const factories = new Map<string, InstanceFactories>();
    const reExports = new Map<string, NonNullable<ReturnType<typeof moduleReExports>>>();
    const stores = new Map<string, ClassStores>();
    const paths = files();
    const records = paths.flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const { program } = parseSource(path, text);
      const made = findInstanceFactories(text, program);
      if (made.size > 0) factories.set(path, made);
      const passed = moduleReExports(text, program);
      if (passed) reExports.set(path, passed);
      const kept = classStores(text, program);
      if (kept.size > 0) stores.set(path, kept);
      return [
        ...findInstanceConstructions(text, program, made),
        ...findFactoryHandoffs(text, program, made),
      ].map((construction): { from: string; construction: InstanceConstruction } => ({
        from: path,
        construction,
      }));
    });
    byTarget = instanceConstructionsByTarget(records, paths, named, factories, reExports, stores);
    byPackage.set(root, byTarget);
  }
  const merged = byTarget.get(target);
  return merged && merged.size > 0 ? merged : undefined;
}
