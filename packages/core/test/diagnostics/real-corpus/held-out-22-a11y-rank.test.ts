// Held-out set 22, accessibility, the download-rank sample: the structure of its label file, checked without running the
// checker (see held-out-structure.ts). The counts are those reached when the labels were committed, and the cap
// exceptions are the ones the record paragraph records. Set 22's labels stay on their branch this session; the lead
// folds this call into a held-out-22.test.ts once every set-22 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-22-a11y-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_22_A11Y_RANK_LABELS as A11Y_RANK } from './labels-held-out-22-a11y-rank.mjs';

describe('held-out set 22', () => {
  // The rank window's stopping rule (10 kept or 200 probed) stopped at the tenth package kept, rank 5991.
  itKeepsHeldOutStructure('set 22 a11y (download-rank sample)', {
    set: 22,
    family: 'a11y',
    rows: A11Y_RANK,
    kind: '; set 22 a11y (download-rank sample)',
    min: { packages: 8, rows: 22, violations: 13, holders: 2 },
    // More than a fifth of the violations each; every site of their files is kept.
    capExceptions: {
      '@react-financial-charts+tooltip@2.0.0': 10,
      '@react-financial-charts+interactive@2.0.0': 3,
    },
  });
});
