// Held-out set 17, HTTP, the download-rank sample's second window (window B): the structure of its label file, checked
// without running the checker (see held-out-structure.ts). The counts are those of the labelled packages, as the set-17
// HTTP second-window README paragraph records; two packages hold more than a fifth of the violations, every site kept
// (the README's cap exception).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-17-http-rank2.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_17_HTTP_RANK2_LABELS as HTTP_RANK2 } from './labels-held-out-17-http-rank2.mjs';

describe('held-out set 17', () => {
  itKeepsHeldOutStructure('set 17 HTTP (download-rank sample, second window)', {
    set: 17,
    family: 'http',
    rows: HTTP_RANK2,
    kind: '; set 17 HTTP (download-rank sample, second window)',
    min: { packages: 15, rows: 414, violations: 101, holders: 15 },
    capExceptions: {
      '@amazon-sp-api-release+amazon-sp-api-sdk-js@1.12.0': 36,
      'notifyre-nodejs-sdk@1.10.0': 32,
    },
  });
});
