import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_RULES,
  checkHtmlAccessibility,
  checkJsxAccessibility,
  isHtmlFile,
} from '../../../src/diagnostics/accessibility';
import { checkHttpTimeouts, PERFORMANCE_RULES } from '../../../src/diagnostics/performance';
import type { Finding } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';
import { A11Y_CASES } from './a11y-cases';
import type { CorpusCase } from './corpus-case';
import { HTTP_CASES } from './http-cases';

/** .js files may hold JSX: parse them with JSX enabled, as the engine's parser must. */
const parse = (path: string, text: string) => parseSource(path.replace(/\.js$/, '.jsx'), text).program;

const runHttp = (c: CorpusCase): Finding[] =>
  checkHttpTimeouts({ path: c.path, text: c.code }, parse(c.path, c.code), { maxTimeoutMs: 10_000 });
const runA11y = (c: CorpusCase): Finding[] =>
  isHtmlFile(c.path)
    ? checkHtmlAccessibility({ path: c.path, text: c.code })
    : checkJsxAccessibility({ path: c.path, text: c.code }, parse(c.path, c.code));

interface Score {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  misses: string[];
}

/** Per case, per rule id: reported and expected → TP, reported only → FP, expected only → FN. */
function score(cases: readonly CorpusCase[], run: (c: CorpusCase) => Finding[]): Score {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const reported = new Set(run(c).map((f) => f.ruleId));
    const expected = new Set(c.expected);
    for (const id of reported) {
      if (expected.has(id)) tp++;
      else {
        fp++;
        misses.push(`FP ${c.id}: ${id}`);
      }
    }
    for (const id of expected) {
      if (!reported.has(id)) {
        fn++;
        misses.push(`FN ${c.id}: ${id}`);
      }
    }
  }
  return { tp, fp, fn, precision: tp / (tp + fp || 1), recall: tp / (tp + fn || 1), misses };
}

function describeCorpus(
  name: string,
  cases: readonly CorpusCase[],
  ruleIds: readonly string[],
  covers: readonly string[],
  run: (c: CorpusCase) => Finding[],
): void {
  describe(`${name} corpus`, () => {
    it('is large, balanced, honest and covers every rule and library', () => {
      expect(cases.length).toBeGreaterThanOrEqual(50);
      const clean = cases.filter((c) => c.expected.length === 0).length;
      expect(clean / cases.length).toBeGreaterThanOrEqual(0.4);
      expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
      expect(new Set(cases.map((c) => c.code)).size).toBe(cases.length);
      for (const c of cases) {
        for (const id of c.expected) expect(ruleIds, `${c.id} expects an unknown rule`).toContain(id);
        expect(covers, `${c.id} covers an unknown target`).toContain(c.covers);
        // Every snippet is well-formed code: a mislabelled case must not hide behind a syntax error.
        if (!isHtmlFile(c.path)) {
          expect(parseSource(c.path.replace(/\.js$/, '.jsx'), c.code).errors, c.id).toEqual([]);
        }
      }
      for (const target of covers) {
        const own = cases.filter((c) => c.covers === target);
        expect(
          own.some((c) => c.expected.length > 0),
          `${target} has a violation case`,
        ).toBe(true);
        expect(
          own.some((c) => c.expected.length === 0),
          `${target} has a clean case`,
        ).toBe(true);
      }
      for (const id of ruleIds) {
        expect(
          cases.some((c) => c.expected.includes(id)),
          `${id} has a violation case`,
        ).toBe(true);
      }
    });

    it('reaches precision ≥ 0.95 and recall ≥ 0.90', () => {
      const result = score(cases, run);
      const clean = cases.filter((c) => c.expected.length === 0).length;
      console.log(
        `${name}: ${cases.length} cases (${clean} clean), TP ${result.tp}, FP ${result.fp}, FN ${result.fn}, ` +
          `precision ${result.precision.toFixed(3)}, recall ${result.recall.toFixed(3)}` +
          (result.misses.length ? `\n  ${result.misses.join('\n  ')}` : ''),
      );
      expect(result.precision).toBeGreaterThanOrEqual(0.95);
      expect(result.recall).toBeGreaterThanOrEqual(0.9);
    });
  });
}

describeCorpus(
  'performance (HTTP timeouts)',
  HTTP_CASES,
  PERFORMANCE_RULES.map((r) => r.id),
  ['fetch', 'axios', 'got', 'ky', 'undici', 'http', 'superagent'],
  runHttp,
);
describeCorpus(
  'accessibility',
  A11Y_CASES,
  ACCESSIBILITY_RULES.map((r) => r.id),
  ACCESSIBILITY_RULES.map((r) => r.id),
  runA11y,
);
