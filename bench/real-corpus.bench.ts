// `charter check`'s HTTP-timeout and accessibility rules on real published code, labelled by hand
// before the checker ran (packages/core/test/diagnostics/real-corpus). Prints precision and recall per family
// and the remaining misses; the bench itself times one scoring pass. The floor is kept by
// real-corpus.test.ts; this is the report.
import { afterAll, bench, describe } from 'vitest';
import { type Label, PART_LABELS, scoreFamily } from '../packages/core/test/diagnostics/real-corpus/score';

/** Recall of each package that has a violation in these sites, averaged (from the `FN file:line` misses). */
function packageRecall(misses: readonly string[], sites: readonly Label[]): number {
  const packageOf = (file: string) => file.split('/')[0] ?? file;
  const missed = new Set(misses.filter((m) => m.startsWith('FN ')).map((m) => m.split(' ')[1]));
  const perPackage = new Map<string, { found: number; all: number }>();
  for (const site of sites.filter((s) => s.expect)) {
    const entry = perPackage.get(packageOf(site.file)) ?? { found: 0, all: 0 };
    entry.all++;
    if (!missed.has(`${site.file}:${site.line}`)) entry.found++;
    perPackage.set(packageOf(site.file), entry);
  }
  const recalls = [...perPackage.values()].map((p) => p.found / p.all);
  return recalls.length ? recalls.reduce((a, b) => a + b, 0) / recalls.length : 1;
}

afterAll(() => {
  // The tuning corpus (the checker was improved while reading it) and the held-out sets (labelled and
  // committed before the checker first ran on them), reported apart. A package with many sites of one shape
  // weighs heavily in the pooled figure, so recall is also given with every package weighted the same.
  for (const part of [
    'tuning',
    'held-out',
    'held-out-2',
    'held-out-3',
    'held-out-4',
    'held-out-5',
    'held-out-6',
    'held-out-7',
    'held-out-8',
    'held-out-9',
    'held-out-10',
    'held-out-11',
    'held-out-12',
    'held-out-13',
    'held-out-14',
    'held-out-15',
    'held-out-16',
    'held-out-17',
    'held-out-18',
    'held-out-19',
    'held-out-20',
    'held-out-21',
    'held-out-22',
    'held-out-23',
    'held-out-24',
  ] as const)
    for (const family of ['http', 'a11y'] as const) {
      const score = scoreFamily(family, part);
      const sites = PART_LABELS[part].filter((label) => label.family === family);
      console.log(
        `real corpus (${part}) ${family}: precision ${score.precision.toFixed(2)}, recall ${score.recall.toFixed(2)} ` +
          `(tp ${score.tp}, fp ${score.fp}, fn ${score.fn}; ${sites.filter((s) => s.expect).length} violations, ` +
          `${sites.filter((s) => !s.expect).length} compliant or tricky sites); ` +
          `recall per package, averaged: ${packageRecall(score.misses, sites).toFixed(2)}`,
      );
      // "Unknown must be the last resort": labelled sites whose call was left undecided (never a finding).
      if (family === 'http')
        console.log(
          `real corpus (${part}) http: ${score.undecided} of ${sites.length} labelled sites not judged ` +
            `(${score.undecidedViolations} of them labelled violations)`,
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
