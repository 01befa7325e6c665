// Held-out set 19, HTTP, the download-rank sample's window A: the structure of its label file, checked without running
// the checker (see held-out-structure.ts). The counts are those of the labelled packages (set-19 HTTP window-A README
// paragraph); two packages hold more than a fifth of the violations, every site kept (the README's cap exceptions).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-19-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_19_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-19-http-rank.mjs';

describe('held-out set 19', () => {
  itKeepsHeldOutStructure('set 19 HTTP (download-rank sample)', {
    set: 19,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 19 HTTP (download-rank sample)',
    min: { packages: 15, rows: 376, violations: 175, holders: 15 },
    capExceptions: {
      'messaging-api-line@1.1.0': 70,
      '@meeting-baas+sdk@6.0.5': 62,
    },
  });
});
