// The client instances the package's other kept files hand to a corpus file's classes (handed-instances.ts), as
// the scanner collects them: every kept file's constructions read once per package, merged per constructed file.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  findInstanceConstructions,
  findInstanceFactories,
  type HandedInstances,
  type InstanceConstruction,
  type InstanceFactories,
  mergeInstanceConstructions,
} from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const byPackage = new Map<string, { from: string; construction: InstanceConstruction }[]>();
const factoriesByPackage = new Map<string, Map<string, InstanceFactories>>();

/** Whether `specifier`, written in `from`, names `target` (as constructedBy in score.ts resolves it). */
function names(from: string, specifier: string, target: string): boolean {
  const base = resolve(dirname(from), specifier);
  return [base, base.replace(/\.(js|mjs|cjs)$/, '')].some((stem) =>
    ['', '.ts', '.js', '/index.ts', '/index.js'].some((ext) => stem + ext === target),
  );
}

/** What the package's other kept files (`files`, absolute paths) hand `target`'s classes' constructors. */
export function handedInstancesOf(
  target: string,
  root: string,
  files: () => string[],
): HandedInstances | undefined {
  let records = byPackage.get(root);
  const factories = factoriesByPackage.get(root) ?? new Map<string, InstanceFactories>();
  if (!records) {
    records = files().flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const { program } = parseSource(path, text);
      const made = findInstanceFactories(text, program);
      if (made.size > 0) factories.set(path, made);
      return findInstanceConstructions(text, program, made).map((construction) => ({
        from: path,
        construction,
      }));
    });
    byPackage.set(root, records);
    factoriesByPackage.set(root, factories);
  }
  const paths = [...factories.keys()];
  const mine = records
    .filter(({ from, construction }) => from !== target && names(from, construction.specifier, target))
    .map(({ from, construction }) => ({
      ...construction,
      // A factory another kept file declares (factory-instances.ts): the instance it returns, else unknown.
      args: construction.args.map((arg) => {
        if (!arg || !('factory' in arg)) return arg;
        const declaring = paths.find((path) => names(from, arg.factory.specifier, path));
        return declaring ? factories.get(declaring)?.get(arg.factory.name) : undefined;
      }),
    }));
  const merged = mine.length > 0 ? mergeInstanceConstructions(mine) : undefined;
  return merged && merged.size > 0 ? merged : undefined;
}
