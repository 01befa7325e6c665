// The checker on real published code (see README.md): the labels are sound, and precision and recall per
// family do not drop below the level reached when this test was written (raise the floors, never lower them).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, type Family, LABELS, scoreFamily } from './score';

const sources = JSON.parse(readFileSync(join(CORPUS_DIR, '..', 'sources.json'), 'utf8')) as {
  packages: { name: string; version: string; licence: string; files: string[] }[];
};

/** Reached on 2026-11-26 (issue 15): true positives and false positives per family. */
const FLOOR: Record<Family, { tp: number; fp: number }> = {
  http: { tp: 21, fp: 0 },
  a11y: { tp: 13, fp: 0 },
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
    for (const label of LABELS) {
      expect(kept.has(label.file), `${label.file} is listed in sources.json`).toBe(true);
      const path = join(CORPUS_DIR, label.file);
      expect(existsSync(path), path).toBe(true);
      const line = readFileSync(path, 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, `${label.file}:${label.line}`).toContain(label.at);
      expect(label.reason, `${label.file}:${label.line}`).toMatch(/\S/);
    }
    expect(new Set(LABELS.map((l) => `${l.file}:${l.line}`)).size).toBe(LABELS.length);
    expect(LABELS.filter((l) => l.expect !== null).length).toBeGreaterThanOrEqual(40);
    expect(LABELS.filter((l) => l.expect === null).length).toBeGreaterThanOrEqual(80);
  });

  for (const family of ['http', 'a11y'] as const) {
    it(`${family}: precision and recall stay at the level reached`, () => {
      const score = scoreFamily(family);
      const floor = FLOOR[family];
      expect(score.fp, score.misses.filter((m) => m.startsWith('FP')).join('\n')).toBeLessThanOrEqual(
        floor.fp,
      );
      expect(score.tp, score.misses.filter((m) => m.startsWith('FN')).join('\n')).toBeGreaterThanOrEqual(
        floor.tp,
      );
    });
  }
});
