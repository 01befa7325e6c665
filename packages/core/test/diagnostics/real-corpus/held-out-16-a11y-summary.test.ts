// Held-out set 16, accessibility, the download-rank sample drawn from component summaries: the structure of its label
// file, checked without running the checker (see held-out-structure.ts). The counts are those reached when the labels
// were committed, and the cap exceptions are the ones the README paragraph records. The lead folds this call into a
// held-out-16.test.ts once every set-16 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-16-a11y-summary.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_16_A11Y_SUMMARY_LABELS as A11Y_SUMMARY } from './labels-held-out-16-a11y-summary.mjs';

describe('held-out set 16', () => {
  // The window's stopping rule is 15 kept or 250 probed; the counts below are those of the packages labelled so far.
  itKeepsHeldOutStructure('set 16 a11y (download-rank sample, component summaries)', {
    set: 16,
    family: 'a11y',
    rows: A11Y_SUMMARY,
    kind: '; set 16 a11y (download-rank sample, component summaries)',
    min: { packages: 11, rows: 117, violations: 9, holders: 4 },
    // es-components: the stepper's unlabelled read-only value field; bee-datepicker: the time-picker switch and the full
    // calendar's two view-switch spans; @gravityforms/components: the range's unlabelled number field and the swatch
    // list's mouse-only "add new" span; webcoreui: the icon-only counter buttons and the bare hamburger. Above a fifth
    // of 9 (1.8), every site of their kept files labelled.
    capExceptions: {
      'bee-datepicker@2.4.7': 3,
      '@gravityforms+components@4.7.4': 2,
      'webcoreui@1.5.0': 3,
    },
  });
});
