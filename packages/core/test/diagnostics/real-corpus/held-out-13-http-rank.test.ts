// Held-out set 13, HTTP, the download-rank sample: the structure of its label file, checked without running the
// checker (see held-out-structure.ts). The counts are those of the labelled packages, and the cap exception is the one
// the set-13 HTTP README paragraph records.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-13-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_13_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-13-http-rank.mjs';

describe('held-out set 13', () => {
  itKeepsHeldOutStructure('set 13 HTTP (download-rank sample)', {
    set: 13,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 13 HTTP (download-rank sample)',
    min: { packages: 6, rows: 588, violations: 577, holders: 6 },
    // One unbounded `this.http.fetch(url_, options_)` per generated operation, 564 of them (dataforseo-client).
    capExceptions: { 'dataforseo-client@2.1.7': 564 },
  });
});
