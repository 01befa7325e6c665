// Held-out set 17, accessibility, the download-rank sample drawn from component summaries: the structure of its label
// file, checked without running the checker (see held-out-structure.ts). The counts are those reached when the labels
// were committed, and the cap exceptions are the ones the README paragraph records. The lead folds this call into a
// held-out-17.test.ts once every set-17 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-17-a11y-summary.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_17_A11Y_SUMMARY_LABELS as A11Y_SUMMARY } from './labels-held-out-17-a11y-summary.mjs';

describe('held-out set 17', () => {
  // First batch: the first eleven kept packages of the window (ranks 812-922), 150 rows, 25 violations in four packages.
  itKeepsHeldOutStructure('set 17 a11y (download-rank sample, component summaries)', {
    set: 17,
    family: 'a11y',
    rows: A11Y_SUMMARY,
    kind: '; set 17 a11y (download-rank sample, component summaries)',
    min: { packages: 11, rows: 150, violations: 25, holders: 4 },
    // Above a fifth of 25 (5), every site of their kept files labelled: bee-table (mouse-only expand icon, link span,
    // cells, header cells, row double-click, reset and sort spans, click-to-edit cells) and neogestify-ui-components (the
    // venue-map editor's SVG element shapes and two artboard vertex handles).
    capExceptions: {
      'bee-table@2.3.27': 11,
      'neogestify-ui-components@3.10.2': 9,
    },
  });
});
