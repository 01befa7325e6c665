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
    min: { packages: 15, rows: 1166, violations: 1045, holders: 15 },
    // One unbounded `this.http.fetch(url_, options_)` per generated operation (dataforseo-client), and one request on
    // the client's 30 s axios instance per generated operation of the 12 service files kept (@gohighlevel/api-client).
    capExceptions: { 'dataforseo-client@2.1.7': 564, '@gohighlevel+api-client@3.1.0': 411 },
  });
});
