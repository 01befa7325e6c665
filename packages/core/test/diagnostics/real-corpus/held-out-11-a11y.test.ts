// Held-out set 11, accessibility, React component packages: structure only. The labels were written by reading the
// code and committed before any checker ran on these files (see README.md); this test never runs the checker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error labels-held-out-11-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_11_A11Y_LABELS as RAW_HELD_OUT_11_A11Y } from './labels-held-out-11-a11y.mjs';

type Label = {
  family: 'a11y' | 'http';
  file: string;
  line: number;
  at: string;
  expect: string | null;
  reason: string;
};

const HERE = new URL('.', import.meta.url).pathname;
const CORPUS_DIR = join(HERE, 'packages');
const LABELS = RAW_HELD_OUT_11_A11Y as readonly Label[];

const sources = JSON.parse(readFileSync(join(HERE, 'sources.json'), 'utf8')) as {
  packages: {
    name: string;
    version: string;
    kind?: string;
    files: string[];
    context?: string[];
    heldOut?: true | number;
  }[];
};

const key = (p: { name: string; version: string }, f: string) =>
  `${p.name.replace('/', '+')}@${p.version}/${f}`;
const dirOf = (file: string) => file.split('/')[0] ?? '';
// The package's name from its folder (a scope's slash is written `+`): `@hashicorp+react-search@6.6.0` → `@hashicorp/react-search`.
const packageOf = (file: string) =>
  dirOf(file)
    .replace(/@[^@]+$/, '')
    .replace('+', '/');

describe('real-code corpus, held-out set 11', () => {
  it('held-out set 11 a11y components: structure (labelled before any checker ran on it)', () => {
    // Labels sit on their lines, in files of the packages marked 11 whose kind ends "; set 11 a11y components" (other
    // set-11 files label the other packages marked 11); no package of this file is in another set; every file of these
    // packages has rows; no file:line twice; enough violations over enough packages to estimate recall; no package
    // holds more than a fifth of the violations.
    const mine = sources.packages.filter(
      (p) => p.heldOut === 11 && (p.kind ?? '').endsWith('; set 11 a11y components'),
    );
    const files11 = new Set(mine.flatMap((p) => p.files.map((f) => key(p, f))));
    const names11 = new Set(mine.map((p) => p.name));
    for (const p of sources.packages.filter((q) => q.heldOut !== 11))
      expect(names11.has(p.name), `${p.name} is in another set`).toBe(false);
    for (const label of LABELS) {
      const at = `${label.file}:${label.line}`;
      expect(label.family, at).toBe('a11y');
      expect(files11.has(label.file), `${label.file} is listed under heldOut 11 (components)`).toBe(true);
      const line = readFileSync(join(CORPUS_DIR, label.file), 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, at).toContain(label.at);
      expect(label.reason, at).toMatch(/\S/);
    }
    for (const label of LABELS) expect(names11.has(packageOf(label.file)), label.file).toBe(true);
    expect(new Set(LABELS.map((l) => `${l.file}:${l.line}`)).size).toBe(LABELS.length);
    const labelled = new Set(LABELS.map((l) => l.file));
    for (const file of files11) expect(labelled.has(file), `${file} has rows`).toBe(true);
    const packages = new Set(LABELS.map((l) => dirOf(l.file)));
    expect(packages.size).toBe(mine.length);
    expect(new Set(LABELS.map((l) => packageOf(l.file))).size).toBe(mine.length);
    expect(packages.size).toBeGreaterThanOrEqual(25);
    expect(LABELS.length).toBeGreaterThanOrEqual(142);
    // 21 violations as first labelled (below the brief's 25, README says why), 25 over 14 packages after the second
    // reading's four tabindex-positive rows; the floor pins what was labelled.
    const violations = LABELS.filter((l) => l.expect !== null);
    expect(violations.length).toBeGreaterThanOrEqual(25);
    expect(new Set(violations.map((l) => dirOf(l.file))).size).toBeGreaterThanOrEqual(14);
    // Recorded exception (the selection rule forces its five files; no row dropped): react18-json-view's mouse-only
    // collapse chevrons and long-string toggles and its svg-only URL link hold 7 of the 25 violations. Set 11 component
    // recall is to be reported with and without it (corpus README). The count is pinned.
    const capExceptions = new Map([['react18-json-view@0.2.10', 7]]);
    for (const pkg of new Set(violations.map((l) => dirOf(l.file)))) {
      const held = violations.filter((l) => l.file.startsWith(`${pkg}/`)).length;
      const excepted = capExceptions.get(pkg);
      if (excepted !== undefined) {
        expect(held, `${pkg}: recorded exception to the fifth cap`).toBe(excepted);
        continue;
      }
      expect(held * 5, `${pkg} holds ${held} of ${violations.length}`).toBeLessThanOrEqual(violations.length);
    }
  });
});
