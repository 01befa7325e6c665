// Held-out set 16, HTTP, the download-rank sample's window A: the structure of its label file, checked without running
// the checker (see held-out-structure.ts). The counts are those of the labelled packages, and the cap exception is the
// one the set-16 HTTP window-A README paragraph records.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-16-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_16_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-16-http-rank.mjs';

describe('held-out set 16', () => {
  itKeepsHeldOutStructure('set 16 HTTP (download-rank sample)', {
    set: 16,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 16 HTTP (download-rank sample)',
    min: { packages: 15, rows: 150, violations: 33, holders: 13 },
    // One unbounded global fetch per sending file (@arc-publishing/sdk-sales, 12 of its 25 sending files kept).
    capExceptions: { '@arc-publishing+sdk-sales@1.94.0': 12 },
  });
});
