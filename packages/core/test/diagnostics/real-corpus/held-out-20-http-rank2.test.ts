// Held-out set 20, HTTP, the download-rank sample's second window (window B): the structure of its label file, checked
// without running the checker (see held-out-structure.ts). The counts are those of the labelled packages, as the set-20
// HTTP second-window bullet of record/sets-19-on.md records; two packages hold more than a fifth of the violations,
// every site kept (the record's cap exceptions).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-20-http-rank2.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_20_HTTP_RANK2_LABELS as HTTP_RANK2 } from './labels-held-out-20-http-rank2.mjs';

describe('held-out set 20', () => {
  itKeepsHeldOutStructure('set 20 HTTP (download-rank sample, second window)', {
    set: 20,
    family: 'http',
    rows: HTTP_RANK2,
    kind: '; set 20 HTTP (download-rank sample, second window)',
    min: { packages: 15, rows: 510, violations: 90, holders: 14 },
    capExceptions: {
      'megalodon@10.3.0': 46,
      '@0xtrails+api@0.9.4': 19,
    },
  });
});
