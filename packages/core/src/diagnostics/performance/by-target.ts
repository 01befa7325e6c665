// Project facts recorded per module (a construction, a call handed arguments) and merged by the module they name.

/** How the scanner resolves a relative specifier among the scanned paths (`resolveRelative`, module-resolution.ts). */
export type ResolveAmong = (
  from: string,
  specifier: string,
  known: ReadonlyMap<string, true>,
) => { path: string } | undefined;

/**
 * `records` grouped by the scanned module their specifier names, in record order (a record naming no scanned module
 * is dropped), and `find`, the same resolution for any other specifier of a record's module.
 * @example groupByTarget([{ from: 'a.js', specifier: './b' }], (r) => r.specifier, ['b.js'], resolveRelative)
 */
export function groupByTarget<R extends { from: string }>(
  records: readonly R[],
  specifierOf: (record: R) => string,
  paths: readonly string[],
  resolve: ResolveAmong,
): { groups: Map<string, R[]>; find: (from: string, specifier: string) => string | undefined } {
  const groups = new Map<string, R[]>();
  if (records.length === 0) return { groups, find: () => undefined };
  const known = new Map(paths.map((path) => [path, true as const]));
  const find = (from: string, specifier: string) => resolve(from, specifier, known)?.path;
  for (const record of records) {
    const target = find(record.from, specifierOf(record));
    if (!target) continue;
    const list = groups.get(target);
    if (list) list.push(record);
    else groups.set(target, [record]);
  }
  return { groups, find };
}
