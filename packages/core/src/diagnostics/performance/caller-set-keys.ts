// An object a function of the file receives from its only caller, which set keys on it before the call: @adyen/
// api-library 32.1.0 lib/src/httpClient/httpURLConnectionClient.js, `request(endpoint, json, config, …,
// requestOptions = {})` sets `requestOptions.timeout = config.connectionTimeoutMillis` (line 76) and hands it to
// `this.createRequest(endpoint, requestOptions, …)` (line 98), which sends `https.request(requestOptions)`. The
// parameter is fed the caller's argument (assignments.ts, feedParameters); read as `{ ...requestOptions }` at the
// call, the keys the caller set before it are read there too (evaluate.ts reads a spread's object with the keys
// assigned on it at the spread's place), instead of being lost with the hop to the caller's variable.
import type { AstNode } from '../ast';

/** A binding as constants.ts keeps it (its function's range is enough here). */
interface Scope {
  start: number;
  end: number;
}

/** The tables of a file's constants read here (`ScopedConstants` has them). */
export interface CallerKeyTables {
  readonly bindings: Map<string, Scope[]>;
  readonly mutatedSites: Map<string, { key: string; at: number }[]>;
}

/** The innermost binding of `name` around `offset`. */
function scopeAt(tables: CallerKeyTables, name: string, offset: number): Scope | undefined {
  let best: Scope | undefined;
  for (const scope of tables.bindings.get(name) ?? []) {
    if (offset < scope.start || offset > scope.end) continue;
    if (!best || scope.end - scope.start < best.end - best.start) best = scope;
  }
  return best;
}

/**
 * `given` as `{ ...given }` when it is a name of the calling function on which that function sets keys, all
 * before `call`; `given` itself otherwise.
 */
export function withCallerKeys(given: AstNode, call: AstNode, tables: CallerKeyTables): AstNode {
  if (given.type !== 'Identifier') return given;
  const name = String(given.name);
  const here = scopeAt(tables, name, call.start);
  const sites = (tables.mutatedSites.get(name) ?? []).filter(
    (site) => here !== undefined && scopeAt(tables, name, site.at) === here,
  );
  // Every key the function sets on it, set before the call: one set after would be read as set before.
  if (sites.length === 0 || sites.some((site) => site.at > call.start)) return given;
  const spread = { type: 'SpreadElement', argument: given, start: given.start, end: given.end };
  return { type: 'ObjectExpression', properties: [spread], start: given.start, end: given.end };
}
