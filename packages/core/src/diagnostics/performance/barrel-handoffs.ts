// A class constructed through its folder's index: notifyre-nodejs-sdk 1.10.0 lib/index.js requires `./services`
// (lib/services/index.js, `__exportStar(require("./SmsService"), exports)` for each service) and builds `new
// services_1.SmsService(this.httpClient)`; the class is declared in lib/services/SmsService.js. A construction
// recorded against a module that passes on another module's exports (re-exports.ts: `export * from`, `export { A as
// B } from`, tsc's `__exportStar` and getter forms) is recorded again against the module it re-exports, under the
// name that module gives the class, a few hops at most. A module that does not declare the class ignores it.
import type { AstNode } from '../ast';
import { collectReExports, type ReExport } from './re-exports';

/** A module's text may pass on a sibling's exports (cheap test before its top-level statements are read). */
const MAY_REEXPORT =
  /\bexport\s*(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\b|__exportStar|__reExport|defineProperty\(exports,\s*["'](?!__esModule)/;

/** How many re-exporting modules a construction is followed through. */
const MAX_HOPS = 3;

/** The relative re-exports of a module, or undefined when it has none. */
export function moduleReExports(text: string, program: AstNode): ReExport[] | undefined {
  if (!MAY_REEXPORT.test(text)) return undefined;
  const found = collectReExports((program.body as AstNode[]) ?? []);
  return found.length > 0 ? found : undefined;
}

/** A record of a construction of class `imported`. */
interface ConstructionRecord {
  construction: { imported: string };
}

/**
 * Adds to `groups` (records by the module they name) each record again under the modules its target re-exports
 * the class from, renamed as that module names it; `find` resolves a re-export's specifier from its module.
 */
export function forwardThroughReExports<R extends ConstructionRecord>(
  groups: Map<string, R[]>,
  reExports: ReadonlyMap<string, readonly ReExport[]>,
  find: (from: string, specifier: string) => string | undefined,
): void {
  if (reExports.size === 0) return;
  let pending = [...groups].filter(([target]) => reExports.has(target));
  for (let hop = 0; hop < MAX_HOPS && pending.length > 0; hop++) {
    const next = new Map<string, R[]>();
    for (const [target, records] of pending)
      for (const reExport of reExports.get(target) ?? []) {
        const declaring = find(target, reExport.specifier);
        if (!declaring || declaring === target) continue;
        for (const record of records) {
          const name = record.construction.imported;
          const original = reExport.names ? reExport.names.get(name) : name;
          if (!original || original === 'default') continue;
          const moved = { ...record, construction: { ...record.construction, imported: original } };
          next.set(declaring, [...(next.get(declaring) ?? []), moved]);
        }
      }
    for (const [declaring, records] of next)
      groups.set(declaring, [...(groups.get(declaring) ?? []), ...records]);
    pending = [...next].filter(([declaring]) => reExports.has(declaring));
  }
}
