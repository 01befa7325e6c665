// Held-out set 14, HTTP, the download-rank sample: the structure of its label file, checked without running the
// checker (see held-out-structure.ts). The counts are those of the labelled packages, and the cap exceptions are the
// ones the set-14 HTTP README paragraph records.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-14-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_14_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-14-http-rank.mjs';

describe('held-out set 14', () => {
  itKeepsHeldOutStructure('set 14 HTTP (download-rank sample)', {
    set: 14,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 14 HTTP (download-rank sample)',
    min: { packages: 15, rows: 316, violations: 91, holders: 14 },
    // One unbounded request per method on the app's axios instance (frappe-js-sdk), and one unbounded ofetch call per
    // method of the hand-written client (@ston-fi/api).
    capExceptions: { 'frappe-js-sdk@1.14.1': 21, '@ston-fi+api@0.32.0': 33 },
  });
});
