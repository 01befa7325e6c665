// Held-out set 18, HTTP, the download-rank sample's window A: the structure of its label file, checked without running
// the checker (see held-out-structure.ts). The counts are those of the labelled packages (set-18 HTTP window-A README
// paragraph); one package holds more than a fifth of the violations, every site kept (the README's cap exception).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-18-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_18_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-18-http-rank.mjs';

describe('held-out set 18', () => {
  itKeepsHeldOutStructure('set 18 HTTP (download-rank sample)', {
    set: 18,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 18 HTTP (download-rank sample)',
    min: { packages: 14, rows: 221, violations: 62, holders: 11 },
    capExceptions: {
      'mailerlite-api-v2-node@1.2.0': 47,
    },
  });
});
