// Held-out set 20, HTTP, the download-rank sample's window A: the structure of its label file, checked without running
// the checker (see held-out-structure.ts). The counts are those of the labelled packages (record/sets-19-on.md's set-20
// HTTP window-A bullet); two packages hold more than a fifth of the violations, every site kept (the cap exceptions).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-20-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_20_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-20-http-rank.mjs';

describe('held-out set 20', () => {
  itKeepsHeldOutStructure('set 20 HTTP (download-rank sample)', {
    set: 20,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 20 HTTP (download-rank sample)',
    min: { packages: 15, rows: 345, violations: 121, holders: 14 },
    capExceptions: {
      '@nycu-sdc+core-system-sdk@1.0.1-snapshot-41ee862': 68,
      'threed-garden@0.15.0': 30,
    },
  });
});
