// The client instances the package's other kept files hand to a corpus file's classes (handed-instances.ts), as
// the scanner collects them: every kept file's constructions read once per package, merged per constructed file.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  findInstanceConstructions,
  type HandedInstances,
  type InstanceConstruction,
  mergeInstanceConstructions,
} from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const byPackage = new Map<string, { from: string; construction: InstanceConstruction }[]>();

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
  if (!records) {
    records = files().flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return findInstanceConstructions(text, parseSource(path, text).program).map((construction) => ({
        from: path,
        construction,
      }));
    });
    byPackage.set(root, records);
  }
  const mine = records
    .filter(({ from, construction }) => from !== target && names(from, construction.specifier, target))
    .map(({ construction }) => construction);
  const merged = mine.length > 0 ? mergeInstanceConstructions(mine) : undefined;
  return merged && merged.size > 0 ? merged : undefined;
}
