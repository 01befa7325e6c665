// Held-out set 21, accessibility, the download-rank sample drawn from component summaries: the structure of its label
// file, checked without running the checker (see held-out-structure.ts). The counts are those reached when the labels
// were committed, and the cap exceptions are the ones the record paragraph records. The lead folds this call into a
// held-out-21.test.ts once every set-21 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-21-a11y-summary.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_21_A11Y_SUMMARY_LABELS as A11Y_SUMMARY } from './labels-held-out-21-a11y-summary.mjs';

describe('held-out set 21', () => {
  // The window's stopping rule (15 kept or 250 probed) stopped at its 15th kept package (@kapeta/ui-web-components,
  // rank 1457, the 116th probe); all fifteen labelled: 275 rows, 103 violations in eleven packages.
  itKeepsHeldOutStructure('set 21 a11y (download-rank sample, component summaries)', {
    set: 21,
    family: 'a11y',
    rows: A11Y_SUMMARY,
    kind: '; set 21 a11y (download-rank sample, component summaries)',
    min: { packages: 15, rows: 275, violations: 112, holders: 11 },
    // No package holds more than a fifth of the 103 violations (20.6; @kapeta/ui-web-components holds 20, brave-ui and
    // @hackoregon/component-library 15 each): no cap exception.
    capExceptions: {},
  });
});
