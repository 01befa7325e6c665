import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error labels-held-out-11-a11y-extra.mjs is plain data written by hand, typed by `Row` below
import { HELD_OUT_11_A11Y_EXTRA_LABELS as RAW } from './labels-held-out-11-a11y-extra.mjs';

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
  it('held-out set 11 a11y more components: structure (labelled before any checker ran on it)', () => {
    // Labels sit on their lines, in files of the packages marked 11 whose kind ends "; set 11 a11y (more components)"
    // (other set-11 files label the other packages marked 11); no package of this file is in another set; every file of
    // these packages has rows; no file:line twice; at least 12 packages; no package holds more than a fifth of the
    // violations except the one recorded below.
    const key = (p: { name: string; version: string }, f: string) =>
      `${p.name.replace('/', '+')}@${p.version}/${f}`;
    const mine = sources.packages.filter(
      (p) => p.heldOut === 11 && p.kind?.endsWith('; set 11 a11y (more components)'),
    );
    const files = new Set(mine.flatMap((p) => p.files.map((f) => key(p, f))));
    const names = new Set(mine.map((p) => p.name));
    for (const p of sources.packages.filter((q) => q.heldOut !== 11))
      expect(names.has(p.name), `${p.name} is in another set`).toBe(false);
    for (const label of LABELS) {
      const at = `${label.file}:${label.line}`;
      expect(label.family, at).toBe('a11y');
      expect(files.has(label.file), `${label.file} is listed under heldOut 11 (more components)`).toBe(true);
      const line = readFileSync(join(CORPUS_DIR, label.file), 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, at).toContain(label.at);
      expect(label.reason, at).toMatch(/\S/);
    }
    expect(new Set(LABELS.map((l) => `${l.file}:${l.line}`)).size).toBe(LABELS.length);
    const labelled = new Set(LABELS.map((l) => l.file));
    for (const file of files) expect(labelled.has(file), `${file} has rows`).toBe(true);
    const packages = new Set(LABELS.map((l) => l.file.split('/')[0] ?? ''));
    expect(packages.size).toBe(mine.length);
    expect(packages.size).toBeGreaterThanOrEqual(12);
    const violations = LABELS.filter((l) => l.expect !== null);
    // Recorded exception (no row dropped): tf-checkout-react, whose ticket and add-on selection and order summary
    // folders the rule takes, holds 8 of the 18 violations (five click-only info icons, the mobile summary toggle, two
    // unlabelled code fields). The counts are pinned; 17 → 18 when the lead's session-32 decision on optional-callback
    // clicks set react-tag-custom Tag.js:31 from null to click-without-keyboard.
    expect(LABELS.length).toBe(72);
    expect(violations.length).toBe(18);
    const capExceptions = new Map([['tf-checkout-react@1.7.31', 8]]);
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
