// Held-out set 20, accessibility, the download-rank sample drawn from component summaries: the structure of its label
// file, checked without running the checker (see held-out-structure.ts). The counts are those reached when the labels
// were committed, and the cap exceptions are the ones the record paragraph records. The lead folds this call into a
// held-out-20.test.ts once every set-20 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-20-a11y-summary.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_20_A11Y_SUMMARY_LABELS as A11Y_SUMMARY } from './labels-held-out-20-a11y-summary.mjs';

describe('held-out set 20', () => {
  // Batch in progress: ten of the walk's kept packages labelled (the walk continues).
  itKeepsHeldOutStructure('set 20 a11y (download-rank sample, component summaries)', {
    set: 20,
    family: 'a11y',
    rows: A11Y_SUMMARY,
    kind: '; set 20 a11y (download-rank sample, component summaries)',
    min: { packages: 10, rows: 142, violations: 44, holders: 8 },
    // Above a fifth of the file's violations, every site of its twelve kept files labelled.
    capExceptions: {
      'saltui@4.13.1': 18,
      'liamc9npm@2.0.93': 19,
    },
  });
});
