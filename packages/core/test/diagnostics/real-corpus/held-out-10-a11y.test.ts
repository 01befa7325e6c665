// Held-out set 10, accessibility, React component packages: structure only. The labels were written by reading the
// code and committed before any checker ran on these files (see README.md); this test never runs the checker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error labels-held-out-10-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_10_A11Y_LABELS as RAW_HELD_OUT_10_A11Y } from './labels-held-out-10-a11y.mjs';

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
const LABELS = RAW_HELD_OUT_10_A11Y as readonly Label[];

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
const packageOf = (file: string) => {
  const parts = file.split('/');
  return (parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]) ?? '';
};
const dirOf = (file: string) => file.split('/')[0] ?? '';

describe('real-code corpus, held-out set 10', () => {
  it('held-out set 10 a11y components: structure (labelled before any checker ran on it)', () => {
    // Labels sit on their lines, in files of the packages marked 10 whose kind ends "set 10 a11y components" (other
    // set-10 files label the other packages marked 10); no package of this file is in another set; every file of these
    // packages has rows; no file:line twice; enough violations over enough packages to estimate recall; no package
    // holds more than a fifth of the violations.
    const mine = sources.packages.filter(
      (p) => p.heldOut === 10 && (p.kind ?? '').endsWith('set 10 a11y components'),
    );
    const files10 = new Set(mine.flatMap((p) => p.files.map((f) => key(p, f))));
    const names10 = new Set(mine.map((p) => p.name));
    for (const p of sources.packages.filter((q) => q.heldOut !== 10))
      expect(names10.has(p.name), `${p.name} is in another set`).toBe(false);
    for (const label of LABELS) {
      const at = `${label.file}:${label.line}`;
      expect(label.family, at).toBe('a11y');
      expect(files10.has(label.file), `${label.file} is listed under heldOut 10 (components)`).toBe(true);
      const line = readFileSync(join(CORPUS_DIR, label.file), 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, at).toContain(label.at);
      expect(label.reason, at).toMatch(/\S/);
    }
    expect(new Set(LABELS.map((l) => `${l.file}:${l.line}`)).size).toBe(LABELS.length);
    const labelled = new Set(LABELS.map((l) => l.file));
    for (const file of files10) expect(labelled.has(file), `${file} has rows`).toBe(true);
    const packages = new Set(LABELS.map((l) => dirOf(l.file)));
    expect(packages.size).toBe(mine.length);
    expect(new Set(LABELS.map((l) => packageOf(l.file))).size).toBe(mine.length);
    expect(packages.size).toBeGreaterThanOrEqual(26);
    expect(LABELS.length).toBeGreaterThanOrEqual(82);
    // Below the brief's 25 violations over 8 packages (README says why): the floor pins what was labelled.
    const violations = LABELS.filter((l) => l.expect !== null);
    expect(violations.length).toBeGreaterThanOrEqual(9);
    expect(new Set(violations.map((l) => dirOf(l.file))).size).toBeGreaterThanOrEqual(7);
    // Recorded exception (the selection rule forces it; no row dropped): react-icons-picker's focusable pick button
    // with no key handler, its backdrop with no keyboard close and its mouse-only result icons hold 3 of the 9
    // violations (11 before the second reading set react-pager and @uiw/react-color-slider to null). Set 10 component
    // recall is to be reported with and without it (corpus README). The count is pinned.
    const capExceptions = new Map([['react-icons-picker@1.1.0', 3]]);
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
