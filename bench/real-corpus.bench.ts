// `charter check`'s HTTP-timeout and accessibility rules on real published code, labelled by hand
// before the checker ran (packages/core/test/diagnostics/real-corpus). Prints precision and recall per family
// and the remaining misses; the bench itself times one scoring pass. The floor is kept by
// real-corpus.test.ts; this is the report.
import { afterAll, bench, describe } from 'vitest';
import { PART_LABELS, scoreFamily } from '../packages/core/test/diagnostics/real-corpus/score';

afterAll(() => {
  // The tuning corpus (the checker was improved while reading it) and the two held-out sets (labelled and
  // committed before the checker first ran on them, never tuned on), reported apart.
  for (const part of ['tuning', 'held-out', 'held-out-2'] as const)
    for (const family of ['http', 'a11y'] as const) {
      const score = scoreFamily(family, part);
      const sites = PART_LABELS[part].filter((label) => label.family === family);
      console.log(
        `real corpus (${part}) ${family}: precision ${score.precision.toFixed(2)}, recall ${score.recall.toFixed(2)} ` +
          `(tp ${score.tp}, fp ${score.fp}, fn ${score.fn}; ${sites.filter((s) => s.expect).length} violations, ` +
          `${sites.filter((s) => !s.expect).length} compliant or tricky sites)`,
      );
      for (const miss of score.misses) console.log(`  ${miss}`);
    }
});

describe('real-code corpus (hand-labelled published packages)', () => {
  bench('score the HTTP-timeout family', () => void scoreFamily('http'), {
    iterations: 3,
    warmupIterations: 0,
  });
  bench('score the accessibility family', () => void scoreFamily('a11y'), {
    iterations: 3,
    warmupIterations: 0,
  });
});
