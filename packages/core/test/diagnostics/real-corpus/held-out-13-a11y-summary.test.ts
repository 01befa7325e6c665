// Held-out set 13, accessibility, the download-rank sample drawn from component summaries: the structure of its label
// file, checked without running the checker (see held-out-structure.ts). The counts are those reached when the labels
// were committed. The lead folds this call into a held-out-13.test.ts once every set-13 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-13-a11y-summary.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_13_A11Y_SUMMARY_LABELS as A11Y_SUMMARY } from './labels-held-out-13-a11y-summary.mjs';

describe('held-out set 13', () => {
  // Far below the brief's targets and with no violation: the window's stopping rule (150 probed) gave two packages
  // whose eleven sites are all compliant, and no round was added.
  itKeepsHeldOutStructure('set 13 a11y (download-rank sample, component summaries)', {
    set: 13,
    family: 'a11y',
    rows: A11Y_SUMMARY,
    kind: '; set 13 a11y (download-rank sample, component summaries)',
    min: { packages: 2, rows: 11, violations: 0 },
  });
});
