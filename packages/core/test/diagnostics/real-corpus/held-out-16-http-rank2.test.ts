// Held-out set 16, HTTP, the download-rank sample's second window (window B): the structure of its label file, checked
// without running the checker (see held-out-structure.ts). The counts are those of the labelled packages, as the set-16
// HTTP second-window README paragraph records; two packages hold more than a fifth of the violations, every site kept
// (the README's cap exception).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-16-http-rank2.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_16_HTTP_RANK2_LABELS as HTTP_RANK2 } from './labels-held-out-16-http-rank2.mjs';

describe('held-out set 16', () => {
  itKeepsHeldOutStructure('set 16 HTTP (download-rank sample, second window)', {
    set: 16,
    family: 'http',
    rows: HTTP_RANK2,
    kind: '; set 16 HTTP (download-rank sample, second window)',
    min: { packages: 15, rows: 286, violations: 56, holders: 13 },
    capExceptions: { 'ts-force@3.5.0': 17, '@microfocus+alm-octane-js-rest-sdk@24.2.1': 16 },
  });
});
