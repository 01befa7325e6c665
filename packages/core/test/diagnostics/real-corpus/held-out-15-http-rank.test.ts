// Held-out set 15, HTTP, the download-rank sample's window A: the structure of its label file, checked without running
// the checker (see held-out-structure.ts). The counts are those of the labelled packages, and the cap exception is the
// one the set-15 HTTP window-A README paragraph records.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-15-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_15_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-15-http-rank.mjs';

describe('held-out set 15', () => {
  itKeepsHeldOutStructure('set 15 HTTP (download-rank sample)', {
    set: 15,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 15 HTTP (download-rank sample)',
    min: { packages: 15, rows: 262, violations: 66, holders: 15 },
    // One unbounded send per Graph API method on one axios instance (messaging-api-messenger's MessengerClient).
    capExceptions: { 'messaging-api-messenger@1.1.0': 37 },
  });
});
