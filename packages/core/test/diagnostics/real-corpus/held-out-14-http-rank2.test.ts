// Held-out set 14, HTTP, the download-rank sample's second window: the structure of its label file, checked without
// running the checker (see held-out-structure.ts). The counts are those of the labelled packages, and the cap
// exceptions are the ones the set-14 HTTP second-window README paragraph records.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-14-http-rank2.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_14_HTTP_RANK2_LABELS as HTTP_RANK2 } from './labels-held-out-14-http-rank2.mjs';

describe('held-out set 14', () => {
  itKeepsHeldOutStructure('set 14 HTTP (download-rank sample, second window)', {
    set: 14,
    family: 'http',
    rows: HTTP_RANK2,
    kind: '; set 14 HTTP (download-rank sample, second window)',
    min: { packages: 15, rows: 366, violations: 91, holders: 14 },
    // One generated unbounded send per operation (mailslurp-swagger-sdk-ts, OpenAPI Generator typescript-fetch).
    capExceptions: { 'mailslurp-swagger-sdk-ts@6.1.0': 35 },
  });
});
