// Held-out set 24, HTTP, the download-rank sample's window A: the structure of its label file, checked without running
// the checker (see held-out-structure.ts). The counts are those of the labelled packages (record/sets-19-on.md's set-24
// HTTP window-A bullet).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-24-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_24_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-24-http-rank.mjs';

describe('held-out set 24', () => {
  itKeepsHeldOutStructure('set 24 HTTP (download-rank sample)', {
    set: 24,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 24 HTTP (download-rank sample)',
    min: { packages: 6, rows: 100, violations: 8, holders: 6 },
    // First batch only (6 of the window's packages): the cap is re-read when the walk ends.
    capExceptions: { 'attio-ts-sdk@2.3.0': 2, 'effect-supermemory@0.2.0': 2 },
  });
});
