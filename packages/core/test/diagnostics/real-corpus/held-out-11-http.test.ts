// Held-out set 11, HTTP family, first file: its structure only. The labels were written by reading the code before any
// checker ran on it (README.md, set-11 paragraph); this test runs no checker and imports nothing of it (not even
// score.ts), so it can run while set 11 is still unseen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error labels-held-out-11-http.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_11_HTTP_LABELS as RAW } from './labels-held-out-11-http.mjs';

interface Label {
  family: 'http' | 'a11y';
  file: string;
  line: number;
  at: string;
  expect: string | null;
  reason: string;
}

interface Source {
  name: string;
  version: string;
  files: string[];
  context?: string[];
  heldOut?: true | number;
}

const HERE = new URL('.', import.meta.url).pathname;
const CORPUS_DIR = join(HERE, 'packages');
const LABELS = RAW as readonly Label[];
const { packages } = JSON.parse(readFileSync(join(HERE, 'sources.json'), 'utf8')) as { packages: Source[] };

const dirOf = (p: Source) => `${p.name.replace('/', '+')}@${p.version}`;
const fileOf = (p: Source, file: string) => `${dirOf(p)}/${file}`;

/** The packages above a fifth of the violations, kept whole as the rule says (README set-11 paragraph). */
const PINNED = new Map([
  ['@cumulus+cmr-client@21.0.0', 10],
  ['@google+earthengine@1.7.45', 5],
]);

describe('held-out set 11 HTTP, first file', () => {
  const labelledDirs = new Set(LABELS.map((l) => l.file.split('/')[0] ?? ''));
  const mine = packages.filter((p) => p.heldOut === 11 && labelledDirs.has(dirOf(p)));

  it('structure: every row on its line, in a file listed under a package marked 11', () => {
    expect(mine.length).toBe(labelledDirs.size);
    const files = new Set(mine.flatMap((p) => p.files.map((file) => fileOf(p, file))));
    for (const label of LABELS) {
      const at = `${label.file}:${label.line}`;
      expect(label.family, at).toBe('http');
      expect(files.has(label.file), `${label.file} is listed under heldOut 11`).toBe(true);
      const line = readFileSync(join(CORPUS_DIR, label.file), 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, at).toContain(label.at);
      expect(label.reason, at).toMatch(/\S/);
      expect([null, 'perf/http-timeout-missing', 'perf/http-timeout-too-long'], at).toContain(label.expect);
    }
    expect(new Set(LABELS.map((l) => `${l.file}:${l.line}`)).size).toBe(LABELS.length);
    const labelled = new Set(LABELS.map((l) => l.file));
    for (const file of files) expect(labelled.has(file), `${file} has rows`).toBe(true);
    for (const p of mine)
      for (const file of p.context ?? [])
        expect(existsSync(join(CORPUS_DIR, fileOf(p, file))), file).toBe(true);
  });

  it('structure: names in no other set, kind strings of set 11 HTTP', () => {
    const names = new Set(mine.map((p) => p.name));
    for (const p of packages.filter((q) => q.heldOut !== 11))
      expect(names.has(p.name), `${p.name} is in another set`).toBe(false);
    for (const p of mine) expect((p as Source & { kind: string }).kind, p.name).toMatch(/; set 11 HTTP$/);
  });

  it('counts and caps: 6 packages and 22 violations over 6 of them (short of the brief, README set-11 paragraph), none above a fifth but the pinned ones', () => {
    expect(mine.length).toBeGreaterThanOrEqual(6);
    const violations = LABELS.filter((l) => l.expect !== null);
    expect(violations.length).toBeGreaterThanOrEqual(22);
    const withViolations = new Set(violations.map((l) => l.file.split('/')[0] ?? ''));
    expect(withViolations.size).toBeGreaterThanOrEqual(6);
    for (const pkg of labelledDirs) {
      const held = violations.filter((l) => l.file.startsWith(`${pkg}/`)).length;
      const pinned = PINNED.get(pkg);
      if (pinned !== undefined) expect(held, `${pkg} is a pinned exception`).toBe(pinned);
      else
        expect(held * 5, `${pkg} holds ${held} of ${violations.length}`).toBeLessThanOrEqual(
          violations.length,
        );
    }
  });
});
