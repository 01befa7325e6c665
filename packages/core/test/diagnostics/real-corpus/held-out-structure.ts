// The structure every held-out label file keeps, checked without running the checker: it imports nothing of the
// checker (not even score.ts), so a set's structure test runs while the set is still unseen. Each set's test file
// (held-out-<n>.test.ts) calls `itKeepsHeldOutStructure` once per label file, with the counts reached when that file was
// committed and the cap exceptions its README paragraph records.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

export interface HeldOutRow {
  family: 'http' | 'a11y';
  file: string;
  line: number;
  at: string;
  expect: string | null;
  reason: string;
}

export interface HeldOutSource {
  name: string;
  version: string;
  licence?: string;
  kind?: string;
  files: string[];
  context?: string[];
  heldOut?: true | number;
}

export interface HeldOutFile {
  /** The set number (`"heldOut": n` in sources.json). */
  set: number;
  family: 'http' | 'a11y';
  /** The rows of the label file, as imported. */
  rows: readonly unknown[];
  /** How the `kind` of every package this file labels ends; every package of the set with that kind has rows here. */
  kind?: string;
  /** Rows of other label files that may label these packages' files too (set 7's HTTP and a11y files share them). */
  sharing?: readonly unknown[];
  /** Rows of an earlier file of the same packages: no file of theirs is labelled here, and caps count both files. */
  extending?: readonly unknown[];
  /** The counts reached when the labels were committed (README paragraph); raise, never lower. */
  min: { packages?: number; rows?: number; violations: number; holders?: number };
  /** No package above 1/capShare of the violations (5 for a fifth, the brief's cap; sets 7-9 HTTP used a sixth). */
  capShare?: number;
  /** Packages above the cap, every site kept anyway (README): their recorded violation counts, pinned. */
  capExceptions?: Record<string, number>;
}

export const CORPUS_ROOT = new URL('.', import.meta.url).pathname;
const PACKAGES_DIR = join(CORPUS_ROOT, 'packages');
const HTTP_RULES = [null, 'perf/http-timeout-missing', 'perf/http-timeout-too-long'];

export const sourcesJson = (): HeldOutSource[] =>
  (JSON.parse(readFileSync(join(CORPUS_ROOT, 'sources.json'), 'utf8')) as { packages: HeldOutSource[] })
    .packages;

/** The folder a package's files sit in: `@scope/name@1.0.0` → `@scope+name@1.0.0`. */
export const dirOf = (p: Pick<HeldOutSource, 'name' | 'version'>) =>
  `${p.name.replace('/', '+')}@${p.version}`;
const pathOf = (p: HeldOutSource, file: string) => `${dirOf(p)}/${file}`;
const folderOfRow = (row: HeldOutRow) => row.file.split('/')[0] ?? '';

/** Violations per package folder. */
const heldPerPackage = (violations: readonly HeldOutRow[]) => {
  const held = new Map<string, number>();
  for (const row of violations) held.set(folderOfRow(row), (held.get(folderOfRow(row)) ?? 0) + 1);
  return held;
};

/**
 * One vitest case: every row sits on its line (the line contains `at`) in a file listed under a package of this file;
 * the row names its family, a rule of it or null, and a reason; no file:line twice; no package of this file is in
 * another set, nor any of its files or context files; every listed file has rows and every context file exists;
 * licences are declared; the minimum counts hold; no package holds more than its share of the violations but the
 * pinned exceptions.
 */
export function itKeepsHeldOutStructure(title: string, spec: HeldOutFile): void {
  it(`${title}: structure (labelled before any checker ran on it)`, () => {
    const rows = spec.rows as readonly HeldOutRow[];
    const sources = sourcesJson();
    const labelledFolders = new Set(rows.map(folderOfRow));
    const inSet = sources.filter((p) => p.heldOut === spec.set);
    const mine = inSet.filter((p) => labelledFolders.has(dirOf(p)));
    for (const folder of labelledFolders)
      expect(
        inSet.some((p) => dirOf(p) === folder),
        `${folder} is listed under heldOut ${spec.set}`,
      ).toBe(true);
    const { kind } = spec;
    if (kind !== undefined) {
      for (const p of mine)
        expect((p.kind ?? '').endsWith(kind), `${p.name}'s kind ends "${kind}"`).toBe(true);
      for (const p of inSet.filter((q) => (q.kind ?? '').endsWith(kind)))
        expect(labelledFolders.has(dirOf(p)), `${p.name} (kind "${kind}") has rows`).toBe(true);
    }

    const files = new Set(mine.flatMap((p) => p.files.map((file) => pathOf(p, file))));
    const names = new Set(mine.map((p) => p.name));
    for (const p of sources.filter((q) => q.heldOut !== spec.set)) {
      expect(names.has(p.name), `${p.name} is in another set too`).toBe(false);
      for (const file of [...p.files, ...(p.context ?? [])])
        expect(files.has(pathOf(p, file)), pathOf(p, file)).toBe(false);
    }
    for (const p of mine) {
      if (p.licence !== undefined) expect(p.licence.startsWith('SEE LICENSE'), p.name).toBe(false);
      for (const file of [...p.files, ...(p.context ?? [])])
        expect(existsSync(join(PACKAGES_DIR, pathOf(p, file))), pathOf(p, file)).toBe(true);
    }

    const earlier = new Set(((spec.extending ?? []) as readonly HeldOutRow[]).map((row) => row.file));
    for (const row of rows) {
      const at = `${row.file}:${row.line}`;
      expect(row.family, at).toBe(spec.family);
      expect(files.has(row.file), `${row.file} is listed under this file's packages`).toBe(true);
      expect(earlier.has(row.file), `${row.file} is labelled by the file this one extends`).toBe(false);
      const line = readFileSync(join(PACKAGES_DIR, row.file), 'utf8').split('\n')[row.line - 1] ?? '';
      expect(line, at).toContain(row.at);
      expect(row.reason, at).toMatch(/\S/);
      if (spec.family === 'http') expect(HTTP_RULES, at).toContain(row.expect);
      else if (row.expect !== null) expect(row.expect, at).toMatch(/^a11y\//);
    }
    const all = [...rows, ...((spec.extending ?? []) as readonly HeldOutRow[])];
    expect(new Set(all.map((row) => `${row.file}:${row.line}`)).size, 'no file:line twice').toBe(all.length);
    const labelled = new Set(
      [...rows, ...((spec.sharing ?? []) as readonly HeldOutRow[])].map((row) => row.file),
    );
    for (const file of files) expect(labelled.has(file), `${file} has rows`).toBe(true);

    const violations = rows.filter((row) => row.expect !== null);
    expect(labelledFolders.size).toBeGreaterThanOrEqual(spec.min.packages ?? 0);
    expect(rows.length).toBeGreaterThanOrEqual(spec.min.rows ?? 0);
    expect(violations.length).toBeGreaterThanOrEqual(spec.min.violations);
    expect(heldPerPackage(violations).size).toBeGreaterThanOrEqual(spec.min.holders ?? 0);
    const capped = all.filter((row) => row.expect !== null);
    const exceptions = new Map(Object.entries(spec.capExceptions ?? {}));
    for (const [folder, held] of heldPerPackage(capped)) {
      const pinned = exceptions.get(folder);
      if (pinned !== undefined) expect(held, `${folder}: recorded exception to the cap`).toBe(pinned);
      else
        expect(
          held * (spec.capShare ?? 5),
          `${folder} holds ${held} of ${capped.length}`,
        ).toBeLessThanOrEqual(capped.length);
    }
    for (const folder of exceptions.keys())
      expect(heldPerPackage(capped).has(folder), `${folder} is a recorded exception`).toBe(true);
  });
}
