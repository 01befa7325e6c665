// Held-out set 24, accessibility, the download-rank sample: the structure of its label file, checked without running the
// checker (see held-out-structure.ts). The counts are those reached when the labels were committed, and the cap
// exceptions are the ones the record paragraph records.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-24-a11y-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_24_A11Y_RANK_LABELS as A11Y_RANK } from './labels-held-out-24-a11y-rank.mjs';

describe('held-out set 24', () => {
  // The rank window's stopping rule (10 kept or 200 probed) stopped at the tenth package kept, rank 6510 (the 123rd
  // probe): 110 sites and 25 violations in three packages (26 after the second reading's Emoji.js:129,
  // 24 after the lead's decision on EventTile.tsx:1363 and :1369, null).
  itKeepsHeldOutStructure('set 24 a11y (download-rank sample)', {
    set: 24,
    family: 'a11y',
    rows: A11Y_RANK,
    kind: '; set 24 a11y (download-rank sample)',
    min: { packages: 10, rows: 110, violations: 24, holders: 3 },
    // More than a fifth of the 24 violations; every site of their files is kept.
    capExceptions: { 'seedsui-react@2.0.6': 19 },
  });
});
