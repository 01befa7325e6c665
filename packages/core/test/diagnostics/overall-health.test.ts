import { describe, expect, it } from 'vitest';
import { findNoiseFiles } from '../../src/diagnostics/noise';
import { describeOverallHealth, toOverallHealth, toStatus } from '../../src/diagnostics/score';

const category = (label: string, score: number) => ({ label, score, status: toStatus(score) });

// This repository got Performance 49 "Critical" and Overall 87 "Excellent".
const ISSUE_CASE = [
  category('Dependencies', 100),
  category('Performance', 49),
  category('Accessibility', 100),
  category('Architecture', 100),
];

describe('overall health from the categories', () => {
  it('is never in a better band than the worst category', () => {
    const overall = toOverallHealth(ISSUE_CASE);
    expect(overall.mean).toBe(87);
    expect(overall.score).toBe(59);
    expect(toStatus(overall.score)).toBe('critical');
    expect(overall.cappedBy).toEqual({ label: 'Performance', status: 'critical', cap: 59 });
    expect(toStatus(toOverallHealth([category('A', 100), category('B', 70)]).score)).toBe('warning');
  });

  it('is the plain mean when no category pulls it down a band', () => {
    expect(toOverallHealth([category('A', 90), category('B', 84)])).toEqual({
      score: 87,
      mean: 87,
      cappedBy: null,
    });
    expect(toOverallHealth([category('A', 40), category('B', 50)]).score).toBe(45);
  });

  it('states its formula', () => {
    expect(describeOverallHealth(ISSUE_CASE)).toBe(
      'Mean of the 4 categories (Dependencies 100 + Performance 49 + Accessibility 100 + Architecture 100) / 4 = 87. Capped at 59 because Performance is critical: the overall is never better than the worst category’s band (healthy ≥ 80, warning ≥ 60).'.replace(
        '’',
        "'",
      ),
    );
  });
});

describe('noise: tests and benchmarks are left out by default', () => {
  it('counts bench/ and *.bench.ts as test files', () => {
    const noise = findNoiseFiles([
      'bench/run.ts',
      'packages/x/bench/load.ts',
      'src/a.bench.ts',
      'src/bench.ts',
    ]);
    expect(noise.get('bench/run.ts')).toBe('test');
    expect(noise.get('packages/x/bench/load.ts')).toBe('test');
    expect(noise.get('src/a.bench.ts')).toBe('test');
    expect(noise.has('src/bench.ts')).toBe(false);
  });
});
