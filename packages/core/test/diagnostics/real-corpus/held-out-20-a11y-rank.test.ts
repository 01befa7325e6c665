// Held-out set 20, accessibility, the download-rank sample: the structure of its label file, checked without running the
// checker (see held-out-structure.ts). The counts are those reached when the labels were committed, and the cap
// exceptions are the ones the record paragraph records. Set 20's labels stay on their branch this session; the lead
// folds this call into a held-out-20.test.ts once every set-20 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-20-a11y-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_20_A11Y_RANK_LABELS as A11Y_RANK } from './labels-held-out-20-a11y-rank.mjs';

describe('held-out set 20', () => {
  // The rank window's stopping rule (10 kept or 200 probed) stopped at the 200th probe, rank 5412, with eight packages:
  // 34 sites and 7 violations in four packages (35 sites after the second reading added CardMedia.tsx:35).
  itKeepsHeldOutStructure('set 20 a11y (download-rank sample)', {
    set: 20,
    family: 'a11y',
    rows: A11Y_RANK,
    kind: '; set 20 a11y (download-rank sample)',
    min: { packages: 8, rows: 35, violations: 7, holders: 4 },
    // More than a fifth of the 7 violations each; every site of their files is kept.
    capExceptions: { '@teselagen+react-table@6.10.18': 3, 'react-vimeo@2.0.0': 2 },
  });
});
