// Held-out set 24, accessibility, the download-rank sample: the structure of its label file, checked without running the
// checker (see held-out-structure.ts). The counts are those reached when the labels were committed, and the cap
// exceptions are the ones the record paragraph records. Set 23's labels stay on their branch this session; the lead
// folds this call into a held-out-23.test.ts once every set-23 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-24-a11y-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_24_A11Y_RANK_LABELS as A11Y_RANK } from './labels-held-out-24-a11y-rank.mjs';

describe('held-out set 24', () => {
  // First batch (the walk is under way): four packages of the window, 8 sites and 1 violation.
  itKeepsHeldOutStructure('set 24 a11y (download-rank sample)', {
    set: 24,
    family: 'a11y',
    rows: A11Y_RANK,
    kind: '; set 24 a11y (download-rank sample)',
    min: { packages: 4, rows: 8, violations: 1, holders: 1 },
    // First batch: the one violation so far is more than a fifth; every site of its files is kept.
    capExceptions: { '@charkour+react-reactions@0.11.0': 1 },
  });
});
