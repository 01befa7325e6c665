// Held-out set 16, accessibility, the download-rank sample: the structure of its label file, checked without running the
// checker (see held-out-structure.ts). The counts are those reached when the labels were committed, and the cap
// exceptions are the ones the README paragraph records. Set 16's labels stay on their branch this session; the lead
// folds this call into a held-out-16.test.ts once every set-16 file lands.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-16-a11y-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_16_A11Y_RANK_LABELS as A11Y_RANK } from './labels-held-out-16-a11y-rank.mjs';

describe('held-out set 16', () => {
  // The rank window's stopping rule (10 kept) gave ten packages, two of which hold the violations.
  itKeepsHeldOutStructure('set 16 a11y (download-rank sample)', {
    set: 16,
    family: 'a11y',
    rows: A11Y_RANK,
    kind: '; set 16 a11y (download-rank sample)',
    min: { packages: 10, rows: 29, violations: 2, holders: 2 },
    // react-maplibre-gl: a compass button with no name; react-gsap: an unlabelled range slider. Every site of their
    // files is kept.
    capExceptions: { 'react-maplibre-gl@1.0.8': 1, 'react-gsap@3.2.1': 1 },
  });
});
