// Held-out set 17, accessibility, the download-rank sample: the structure of its label file, checked without running the
// checker (see held-out-structure.ts). The counts are those reached when the labels were committed, and the cap
// exceptions are the ones the README paragraph records. Set 17's labels stay on their branch this session; the lead
// folds this call into a held-out-17.test.ts once every set-17 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-17-a11y-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_17_A11Y_RANK_LABELS as A11Y_RANK } from './labels-held-out-17-a11y-rank.mjs';

describe('held-out set 17', () => {
  // The rank window's stopping rule (10 kept) gave ten packages; the first reading's 8 violations were in two of them,
  // and the second reading's change (react-supergrid's canvas, click-without-keyboard) makes 9 in three.
  itKeepsHeldOutStructure('set 17 a11y (download-rank sample)', {
    set: 17,
    family: 'a11y',
    rows: A11Y_RANK,
    kind: '; set 17 a11y (download-rank sample)',
    min: { packages: 10, rows: 50, violations: 9, holders: 3 },
    // aws-amplify-react: two mouse-only storage previews, two images with no alt, an unlabelled select, an icon-only
    // XR button; react-lazylog: a mouse-only line-number anchor, an icon-only filter button. Every site of their files
    // is kept.
    capExceptions: { 'aws-amplify-react@5.1.43': 6, 'react-lazylog@4.5.3': 2 },
  });
});
