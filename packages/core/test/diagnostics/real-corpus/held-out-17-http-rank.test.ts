// Held-out set 17, HTTP, the download-rank sample's window A: the structure of its label file, checked without running
// the checker (see held-out-structure.ts). The counts are those of the labelled packages (set-17 HTTP window-A README
// paragraph); no package holds more than a fifth of the violations, so there is no cap exception.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-17-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_17_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-17-http-rank.mjs';

describe('held-out set 17', () => {
  itKeepsHeldOutStructure('set 17 HTTP (download-rank sample)', {
    set: 17,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 17 HTTP (download-rank sample)',
    min: { packages: 15, rows: 160, violations: 36, holders: 15 },
  });
});
