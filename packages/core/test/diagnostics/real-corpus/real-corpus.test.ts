// The checker on real published code (see README.md): the labels are sound, and precision and recall per
// family do not drop below the level reached when this test was written (raise the floors, never lower them).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, type CorpusPart, type Family, HELD_OUT_LABELS, LABELS, scoreFamily } from './score';

const sources = JSON.parse(readFileSync(join(CORPUS_DIR, '..', 'sources.json'), 'utf8')) as {
  packages: { name: string; version: string; licence: string; files: string[]; heldOut?: boolean }[];
};

/**
 * Reached on 2026-11-27: true positives and false positives per family, on the tuning corpus and
 * on the held-out packages (measured once, after their labels were committed; not tuned on).
 */
const FLOOR: Record<CorpusPart, Record<Family, { tp: number; fp: number }>> = {
  tuning: { http: { tp: 23, fp: 0 }, a11y: { tp: 13, fp: 0 } },
  'held-out': { http: { tp: 2, fp: 0 }, a11y: { tp: 1, fp: 0 } },
};

describe('real-code corpus', () => {
  it('is real, recorded and labelled site by site', () => {
    expect(sources.packages.length).toBeGreaterThanOrEqual(10);
    const kept = new Set(
      sources.packages.flatMap((p) =>
        p.files.map((file) => `${p.name.replace('/', '+')}@${p.version}/${file}`),
      ),
    );
    for (const p of sources.packages) {
      expect(p.licence, p.name).toMatch(/\S/);
      expect(p.version, p.name).toMatch(/^\d+\.\d+\.\d+$/);
    }
    for (const label of [...LABELS, ...HELD_OUT_LABELS]) {
      expect(kept.has(label.file), `${label.file} is listed in sources.json`).toBe(true);
      const path = join(CORPUS_DIR, label.file);
      expect(existsSync(path), path).toBe(true);
      const line = readFileSync(path, 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, `${label.file}:${label.line}`).toContain(label.at);
      expect(label.reason, `${label.file}:${label.line}`).toMatch(/\S/);
    }
    const all = [...LABELS, ...HELD_OUT_LABELS];
    expect(new Set(all.map((l) => `${l.file}:${l.line}`)).size).toBe(all.length);
    // Held-out files are listed under packages marked heldOut, and no tuning label sits in them.
    const heldOut = new Set(
      sources.packages
        .filter((p) => p.heldOut)
        .flatMap((p) => p.files.map((file) => `${p.name.replace('/', '+')}@${p.version}/${file}`)),
    );
    for (const label of HELD_OUT_LABELS) expect(heldOut.has(label.file), label.file).toBe(true);
    for (const label of LABELS) expect(heldOut.has(label.file), label.file).toBe(false);
    expect(LABELS.filter((l) => l.expect !== null).length).toBeGreaterThanOrEqual(40);
    expect(LABELS.filter((l) => l.expect === null).length).toBeGreaterThanOrEqual(80);
  });

  for (const [part, family] of [
    ['tuning', 'http'],
    ['tuning', 'a11y'],
    ['held-out', 'http'],
    ['held-out', 'a11y'],
  ] as const) {
    it(`${part} ${family}: precision and recall stay at the level reached`, () => {
      const score = scoreFamily(family, part);
      const floor = FLOOR[part][family];
      expect(score.fp, score.misses.filter((m) => m.startsWith('FP')).join('\n')).toBeLessThanOrEqual(
        floor.fp,
      );
      expect(score.tp, score.misses.filter((m) => m.startsWith('FN')).join('\n')).toBeGreaterThanOrEqual(
        floor.tp,
      );
    });
  }
});
