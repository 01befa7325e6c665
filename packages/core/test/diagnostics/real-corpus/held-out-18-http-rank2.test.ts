// Held-out set 18, HTTP, the download-rank sample's second window (window B): the structure of its label file, checked
// without running the checker (see held-out-structure.ts). The counts are those of the labelled packages, as the set-18
// HTTP second-window README paragraph records; one package holds more than a fifth of the violations, every site kept
// (the README's cap exception).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-18-http-rank2.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_18_HTTP_RANK2_LABELS as HTTP_RANK2 } from './labels-held-out-18-http-rank2.mjs';

describe('held-out set 18', () => {
  itKeepsHeldOutStructure('set 18 HTTP (download-rank sample, second window)', {
    set: 18,
    family: 'http',
    rows: HTTP_RANK2,
    kind: '; set 18 HTTP (download-rank sample, second window)',
    min: { packages: 14, rows: 268, violations: 36, holders: 13 },
    capExceptions: {
      'operate-api-client@1.2.3': 16,
    },
  });
});
