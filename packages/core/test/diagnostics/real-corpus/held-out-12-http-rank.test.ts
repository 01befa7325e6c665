// Held-out set 12, HTTP, the download-rank sample: structure only (labelled before any checker ran on it; see README.md
// and held-out-structure.ts). Not scored here: the lead wires set 12 into score.ts and the floors after all its labels
// land.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-12-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_12_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-12-http-rank.mjs';

describe('held-out set 12, HTTP download-rank sample', () => {
  itKeepsHeldOutStructure('set 12 HTTP (download-rank sample)', {
    set: 12,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 12 HTTP (download-rank sample)',
    min: { packages: 15, rows: 116, violations: 33, holders: 14 },
    // Every method of seedr (a community wrapper) calls the global axios function with no timeout.
    capExceptions: { 'seedr@1.1.2': 9 },
  });
});
