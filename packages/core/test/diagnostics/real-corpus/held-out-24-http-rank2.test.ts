// Held-out set 24, HTTP, the download-rank sample's second window (window B): the structure of its label file, checked
// without running the checker (see held-out-structure.ts). The counts are those of the labelled packages, as the set-24
// HTTP second-window bullet of record/sets-19-on.md records; a fifth of the 304 violations is 60.8, and two packages
// hold more, every site kept anyway: @verdocs/js-sdk 140 and @pexip/infinity-api 108, cap exceptions.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-24-http-rank2.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_24_HTTP_RANK2_LABELS as HTTP_RANK2 } from './labels-held-out-24-http-rank2.mjs';

describe('held-out set 24', () => {
  itKeepsHeldOutStructure('set 24 HTTP (download-rank sample, second window)', {
    set: 24,
    family: 'http',
    rows: HTTP_RANK2,
    kind: '; set 24 HTTP (download-rank sample, second window)',
    min: { packages: 15, rows: 543, violations: 304, holders: 14 },
    capExceptions: { '@verdocs+js-sdk@6.12.2': 140, '@pexip+infinity-api@20.0.0': 108 },
  });
});
