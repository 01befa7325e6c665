// Held-out set 22, accessibility, the download-rank sample drawn from component summaries: the structure of its label
// file, checked without running the checker (see held-out-structure.ts). The counts are those reached when the labels
// were committed, and the cap exceptions are the ones the record paragraph records. The lead folds this call into a
// held-out-22.test.ts once every set-22 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-22-a11y-summary.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_22_A11Y_SUMMARY_LABELS as A11Y_SUMMARY } from './labels-held-out-22-a11y-summary.mjs';

describe('held-out set 22', () => {
  // The window's stopping rule (15 kept or 250 probed or the list's end, rank 1555): see the record paragraph.
  itKeepsHeldOutStructure('set 22 a11y (download-rank sample, component summaries)', {
    set: 22,
    family: 'a11y',
    rows: A11Y_SUMMARY,
    kind: '; set 22 a11y (download-rank sample, component summaries)',
    min: { packages: 4, rows: 88, violations: 14, holders: 2 },
    // Provisional (first batch): cap exceptions are recorded at the end of the walk.
    capExceptions: { 'gfw-components@1.8.10': 4, 'aspect-ui@0.0.76': 10 },
  });
});
