// Held-out set 21, HTTP, the download-rank sample's second window (window B): the structure of its label file, checked
// without running the checker (see held-out-structure.ts). The counts are those of the labelled packages, as the set-21
// HTTP second-window bullet of record/sets-19-on.md records; after the second reading (five terraform-cloud endpoint
// files that send, added) and the lead's got4aws decision (got4aws kept, nuxeo out of the walk), @skorfmann/terraform-cloud
// holds 10 of the 37 violations, above a fifth, every site kept (the record's cap exception).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-21-http-rank2.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_21_HTTP_RANK2_LABELS as HTTP_RANK2 } from './labels-held-out-21-http-rank2.mjs';

describe('held-out set 21', () => {
  itKeepsHeldOutStructure('set 21 HTTP (download-rank sample, second window)', {
    set: 21,
    family: 'http',
    rows: HTTP_RANK2,
    kind: '; set 21 HTTP (download-rank sample, second window)',
    min: { packages: 15, rows: 146, violations: 37, holders: 15 },
    capExceptions: {
      '@skorfmann+terraform-cloud@1.15.0': 10,
    },
  });
});
