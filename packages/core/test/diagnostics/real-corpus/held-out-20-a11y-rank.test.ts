// Held-out set 20, accessibility, the download-rank sample: the structure of its label file, checked without running the
// checker (see held-out-structure.ts). The counts are those reached when the labels were committed, and the cap
// exceptions are the ones the record paragraph records. Set 20's labels stay on their branch this session; the lead
// folds this call into a held-out-20.test.ts once every set-20 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-20-a11y-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_20_A11Y_RANK_LABELS as A11Y_RANK } from './labels-held-out-20-a11y-rank.mjs';

describe('held-out set 20', () => {
  // First batch (the walk still going): six packages with 20 sites and 4 violations in three packages.
  itKeepsHeldOutStructure('set 20 a11y (download-rank sample)', {
    set: 20,
    family: 'a11y',
    rows: A11Y_RANK,
    kind: '; set 20 a11y (download-rank sample)',
    min: { packages: 6, rows: 20, violations: 4, holders: 3 },
    // More than a fifth of the 4 violations each; every site of their files is kept.
    capExceptions: {
      'react-vimeo@2.0.0': 2,
      '@react-financial-charts+core@2.0.0': 1,
      '@react-financial-charts+axes@2.0.0': 1,
    },
  });
});
