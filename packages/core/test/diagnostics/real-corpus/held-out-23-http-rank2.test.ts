// Held-out set 23, HTTP, the download-rank sample's second window (window B): the structure of its label file, checked
// without running the checker (see held-out-structure.ts). The counts are those of the labelled packages, as the set-23
// HTTP second-window bullet of record/sets-19-on.md records; no package holds more than a fifth of the 36 violations
// (the most, @dasch-swiss/dsp-js, holds 5), so there is no cap exception.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-23-http-rank2.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_23_HTTP_RANK2_LABELS as HTTP_RANK2 } from './labels-held-out-23-http-rank2.mjs';

describe('held-out set 23', () => {
  itKeepsHeldOutStructure('set 23 HTTP (download-rank sample, second window)', {
    set: 23,
    family: 'http',
    rows: HTTP_RANK2,
    kind: '; set 23 HTTP (download-rank sample, second window)',
    min: { packages: 15, rows: 112, violations: 36, holders: 14 },
    capExceptions: {},
  });
});
