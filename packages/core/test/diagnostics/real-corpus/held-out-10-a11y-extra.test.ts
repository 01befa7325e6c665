import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error labels-held-out-10-a11y-extra.mjs is plain data written by hand, typed by `Row` below
import { HELD_OUT_10_A11Y_EXTRA_LABELS as RAW } from './labels-held-out-10-a11y-extra.mjs';

interface Row {
  family: string;
  file: string;
  line: number;
  at: string;
  expect: string | null;
  reason: string;
}

const LABELS = RAW as readonly Row[];
const CORPUS_DIR = join(new URL('.', import.meta.url).pathname, 'packages');
const sources = JSON.parse(readFileSync(join(CORPUS_DIR, '..', 'sources.json'), 'utf8')) as {
  packages: {
    name: string;
    version: string;
    files: string[];
    context?: string[];
    heldOut?: true | number;
    kind?: string;
  }[];
};

describe('real-code corpus', () => {
  it('held-out set 10 a11y queued packages: structure (labelled before any checker ran on it)', () => {
    // Labels sit on their lines, in files of the packages marked 10 whose kind ends "; set 10 a11y (queued)" (other
    // set-10 files label the other packages marked 10); no package of this file is in another set; every file of these
    // packages has rows; no file:line twice; no package holds more than a fifth of the violations except the ones
    // recorded below. No minimum violation count: the selection rule (the set 9 README's queue) fixes the packages.
    const key = (p: { name: string; version: string }, f: string) =>
      `${p.name.replace('/', '+')}@${p.version}/${f}`;
    const mine = sources.packages.filter(
      (p) => p.heldOut === 10 && p.kind?.endsWith('; set 10 a11y (queued)'),
    );
    const files = new Set(mine.flatMap((p) => p.files.map((f) => key(p, f))));
    const names = new Set(mine.map((p) => p.name));
    for (const p of sources.packages.filter((q) => q.heldOut !== 10))
      expect(names.has(p.name), `${p.name} is in another set`).toBe(false);
    for (const label of LABELS) {
      const at = `${label.file}:${label.line}`;
      expect(label.family, at).toBe('a11y');
      expect(files.has(label.file), `${label.file} is listed under heldOut 10 (queued)`).toBe(true);
      const line = readFileSync(join(CORPUS_DIR, label.file), 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, at).toContain(label.at);
      expect(label.reason, at).toMatch(/\S/);
    }
    expect(new Set(LABELS.map((l) => `${l.file}:${l.line}`)).size).toBe(LABELS.length);
    const labelled = new Set(LABELS.map((l) => l.file));
    for (const file of files) expect(labelled.has(file), `${file} has rows`).toBe(true);
    const packages = new Set(LABELS.map((l) => l.file.split('/')[0] ?? ''));
    expect(packages.size).toBe(mine.length);
    expect(packages.size).toBeGreaterThanOrEqual(5);
    const violations = LABELS.filter((l) => l.expect !== null);
    // Recorded exception (the lead's decision to keep react-timepicker forces it; no row dropped): with 15 violations in
    // all, the fifth cap is 3, and react-timepicker holds 4 (two mouse-only header <span>s, the hour and minute <g>
    // bubbles of the clock). react-avatar-image-cropper and react-croppie, exceptions at 3 of 10 before the three
    // packages were added, now sit at the cap. The counts are pinned.
    expect(LABELS.length).toBe(35);
    expect(violations.length).toBe(15);
    const capExceptions = new Map([['react-timepicker@2.0.2', 4]]);
    for (const pkg of new Set(violations.map((l) => l.file.split('/')[0] ?? ''))) {
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
