// Held-out set 19, HTTP, the download-rank sample's second window (window B): the structure of its label file, checked
// without running the checker (see held-out-structure.ts). The counts are those of the labelled packages, as the set-19
// HTTP second-window README paragraph records; two packages hold more than a fifth of the violations, every site kept
// (the README's cap exceptions).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-19-http-rank2.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_19_HTTP_RANK2_LABELS as HTTP_RANK2 } from './labels-held-out-19-http-rank2.mjs';

describe('held-out set 19', () => {
  itKeepsHeldOutStructure('set 19 HTTP (download-rank sample, second window)', {
    set: 19,
    family: 'http',
    rows: HTTP_RANK2,
    kind: '; set 19 HTTP (download-rank sample, second window)',
    min: { packages: 15, rows: 149, violations: 77, holders: 13 },
    capExceptions: {
      '@semiont+api-client@0.5.6': 23,
      'faros-js-client@0.9.0': 17,
    },
  });
});
