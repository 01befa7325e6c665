// Held-out set 22, HTTP, the download-rank sample's second window (window B): the structure of its label file, checked
// without running the checker (see held-out-structure.ts). The counts are those of the labelled packages, as the set-22
// HTTP second-window bullet of record/sets-19-on.md records; sponsorblock-api (26 of the 82 violations: one axios call
// per API method) and freezer-midjourney-api (25: its Discord calls and the vendored @gradio/client) each hold more
// than a fifth, every site kept (the record's cap exceptions).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-22-http-rank2.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_22_HTTP_RANK2_LABELS as HTTP_RANK2 } from './labels-held-out-22-http-rank2.mjs';

describe('held-out set 22', () => {
  itKeepsHeldOutStructure('set 22 HTTP (download-rank sample, second window)', {
    set: 22,
    family: 'http',
    rows: HTTP_RANK2,
    kind: '; set 22 HTTP (download-rank sample, second window)',
    min: { packages: 15, rows: 177, violations: 82, holders: 14 },
    capExceptions: {
      'sponsorblock-api@0.2.4': 26,
      'freezer-midjourney-api@4.0.6': 25,
    },
  });
});
