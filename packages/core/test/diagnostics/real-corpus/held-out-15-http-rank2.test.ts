// Held-out set 15, HTTP, the download-rank sample's second window (window B): the structure of its label file, checked
// without running the checker (see held-out-structure.ts). The counts are those of the labelled packages, as the set-15
// HTTP second-window README paragraph records; no package holds more than a fifth of the violations.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-15-http-rank2.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_15_HTTP_RANK2_LABELS as HTTP_RANK2 } from './labels-held-out-15-http-rank2.mjs';

describe('held-out set 15', () => {
  itKeepsHeldOutStructure('set 15 HTTP (download-rank sample, second window)', {
    set: 15,
    family: 'http',
    rows: HTTP_RANK2,
    kind: '; set 15 HTTP (download-rank sample, second window)',
    min: { packages: 15, rows: 1290, violations: 28, holders: 14 },
  });
});
