// Follows a module's re-exports (re-exports.ts) to the modules that define what it passes on: an index that
// re-exports a constants module is the usual way a default reaches the file that uses it two imports away. One
// resolver serves the scanner and the corpus score, so both see the same values.
import { withImportedNumbers } from './dispatcher-returns';
import type { HttpModuleResolver, HttpModuleSummary } from './modules';

/** A module of the project found from another: its path (for the next hop) and its own summary. */
export type HttpModuleLookup = (
  from: string,
  specifier: string,
) => { path: string; summary: HttpModuleSummary } | undefined;

const MAX_HOPS = 4;

/**
 * Resolvers for the files of one project, each answering a module's summary with what it re-exports merged
 * in (its own exports first; at most `MAX_HOPS` modules deep; a cycle stops). Merged summaries are cached by
 * path and made only when a file that imports the module is judged.
 * @example createHttpModuleResolver(lookup)('src/client.js')('./const') // DEFAULT_HTTP_TIMEOUT of ./const/defaults
 */
export function createHttpModuleResolver(lookup: HttpModuleLookup): (from: string) => HttpModuleResolver {
  const merged = new Map<string, HttpModuleSummary>();
  const resolve = (path: string, own: HttpModuleSummary, depth: number, seen: Set<string>) => {
    const cached = merged.get(path);
    if (cached) return cached;
    if (!own.reexports?.length || depth >= MAX_HOPS || seen.has(path)) return own;
    seen.add(path);
    const result: HttpModuleSummary = {
      numbers: new Map(own.numbers),
      clients: new Map(own.clients),
      wrappers: new Map(own.wrappers),
      instances: new Map(own.instances),
      // Its own classes' unset getters (unset-getters.ts); a re-exported module's are not followed.
      ...(own.unsetGetters ? { unsetGetters: own.unsetGetters } : {}),
    };
    const passed: { names: Map<string, string> | undefined; target: HttpModuleSummary }[] = [];
    for (const { specifier, names } of own.reexports) {
      const found = lookup(path, specifier);
      if (!found) continue;
      const target = resolve(found.path, found.summary, depth + 1, seen);
      passed.push({ names, target });
      const pairs = names ?? new Map([...allNames(target)].map((name) => [name, name]));
      for (const [exported, imported] of pairs) {
        if (exported === 'default' || exported === 'module') continue;
        copy(target.numbers, result.numbers, imported, exported);
        // An exported object's numbers (`Environment.timeout`) go with it (exported-objects.ts).
        for (const name of target.numbers.keys())
          if (name.startsWith(`${imported}.`))
            copy(target.numbers, result.numbers, name, exported + name.slice(imported.length));
        copy(target.clients, result.clients, imported, exported);
        copy(target.wrappers, result.wrappers, imported, exported);
        if (target.instances && result.instances)
          copy(target.instances, result.instances, imported, exported);
      }
    }
    // What a re-exported function returns (exported-returns.ts): asked of the module that defines it.
    result.returns = (name) => {
      const mine = own.returns?.(name);
      if (mine) return mine;
      for (const { names, target } of passed) {
        const imported = names ? names.get(name) : name;
        const found = imported && imported !== 'default' ? target.returns?.(imported) : undefined;
        if (found) return found;
      }
      return undefined;
    };
    seen.delete(path);
    merged.set(path, result);
    return result;
  };
  // An undici Agent a function returns names numbers of its own module's imports (dispatcher-returns.ts): read
  // from there, relative to that module, once per summary.
  const numbered = new WeakMap<HttpModuleSummary, HttpModuleSummary>();
  const withNumbers = (path: string, summary: HttpModuleSummary): HttpModuleSummary => {
    const { returns } = summary;
    if (!returns) return summary;
    let found = numbered.get(summary);
    if (!found) {
      const number = (specifier: string, name: string) => lookup(path, specifier)?.summary.numbers.get(name);
      found = {
        ...summary,
        returns: (name) => {
          const shape = returns(name);
          return shape?.kind === 'agent' ? withImportedNumbers(shape, number) : shape;
        },
      };
      numbered.set(summary, found);
    }
    return found;
  };
  return (from) => (specifier) => {
    const found = lookup(from, specifier);
    return found ? withNumbers(found.path, resolve(found.path, found.summary, 0, new Set())) : undefined;
  };
}

function allNames(summary: HttpModuleSummary): Set<string> {
  return new Set([
    ...summary.numbers.keys(),
    ...summary.clients.keys(),
    ...summary.wrappers.keys(),
    ...(summary.instances?.keys() ?? []),
  ]);
}

function copy<T>(from: ReadonlyMap<string, T>, to: Map<string, T>, imported: string, exported: string): void {
  const value = from.get(imported);
  if (value !== undefined && !to.has(exported)) to.set(exported, value);
}
