// Held-out set 15, accessibility, the download-rank sample: the structure of its label file, checked without running the
// checker (see held-out-structure.ts). The counts are those reached when the labels were committed, and the cap
// exceptions are the ones the README paragraph records. The lead folds this call into a held-out-15.test.ts once every
// set-15 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-15-a11y-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_15_A11Y_RANK_LABELS as A11Y_RANK } from './labels-held-out-15-a11y-rank.mjs';

describe('held-out set 15', () => {
  // The rank window's stopping rule (10 kept) gave ten packages, four of which hold the violations.
  itKeepsHeldOutStructure('set 15 a11y (download-rank sample)', {
    set: 15,
    family: 'a11y',
    rows: A11Y_RANK,
    kind: '; set 15 a11y (download-rank sample)',
    min: { packages: 10, rows: 63, violations: 10, holders: 4 },
    // react-d3-graph: its canvas, node and link elements are mouse-only; react-data-grid-addons: two unlabelled
    // editors / filters and a mouse-only remove icon. Every site of their files is kept.
    capExceptions: { 'react-d3-graph@2.6.0': 5, 'react-data-grid-addons@6.1.0': 3 },
  });
});
