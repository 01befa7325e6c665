// Held-out set 23, accessibility, the download-rank sample drawn from React summaries: the structure of its label
// file, checked without running the checker (see held-out-structure.ts). The counts are those reached when the labels
// were committed, and the cap exceptions are the ones the record paragraph records. The lead folds this call into a
// held-out-23.test.ts once every set-23 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-23-a11y-summary.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_23_A11Y_SUMMARY_LABELS as A11Y_SUMMARY } from './labels-held-out-23-a11y-summary.mjs';

describe('held-out set 23', () => {
  // The window (15 kept or 200 probed) ended at the 200th probe, rank 227, after 227 candidates (27 skipped), with 3
  // kept; all three labelled: 49 rows, 9 violations in one package.
  itKeepsHeldOutStructure('set 23 a11y (download-rank sample, React summaries)', {
    set: 23,
    family: 'a11y',
    rows: A11Y_SUMMARY,
    kind: '; set 23 a11y (download-rank sample, React summaries)',
    min: { packages: 3, rows: 49, violations: 9, holders: 1 },
    // A fifth of 9 is 1.8: @glideapps/glide-data-grid holds all 9 (its overlay editors' focus-catching textareas, edit
    // icons and alt-less images, a rename field), every site of its nine files kept, a recorded cap exception (without
    // it: no violation).
    capExceptions: {
      '@glideapps+glide-data-grid@6.0.3': 9,
    },
  });
});
