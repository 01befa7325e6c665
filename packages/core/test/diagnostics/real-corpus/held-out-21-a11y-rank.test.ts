// Held-out set 21, accessibility, the download-rank sample: the structure of its label file, checked without running the
// checker (see held-out-structure.ts). The counts are those reached when the labels were committed, and the cap
// exceptions are the ones the record paragraph records. Set 21's labels stay on their branch this session; the lead
// folds this call into a held-out-21.test.ts once every set-21 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-21-a11y-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_21_A11Y_RANK_LABELS as A11Y_RANK } from './labels-held-out-21-a11y-rank.mjs';

describe('held-out set 21', () => {
  // The rank window's stopping rule (10 kept or 200 probed) stopped at the tenth package kept, rank 5701 (the 142nd
  // probe): 44 sites and 8 violations in three packages.
  itKeepsHeldOutStructure('set 21 a11y (download-rank sample)', {
    set: 21,
    family: 'a11y',
    rows: A11Y_RANK,
    kind: '; set 21 a11y (download-rank sample)',
    min: { packages: 10, rows: 44, violations: 8, holders: 3 },
    // More than a fifth of the 8 violations each; every site of their files is kept.
    capExceptions: { 'react-table-v6@6.8.6': 5, '@gitgraph+react@1.6.0': 2 },
  });
});
