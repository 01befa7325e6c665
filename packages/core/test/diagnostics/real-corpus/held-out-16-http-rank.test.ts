// Held-out set 16, HTTP, the download-rank sample's window A: the structure of its label file, checked without running
// the checker (see held-out-structure.ts). The counts are those of the labelled packages; the set-16 HTTP window-A
// README paragraph records the walk.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-16-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_16_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-16-http-rank.mjs';

describe('held-out set 16', () => {
  itKeepsHeldOutStructure('set 16 HTTP (download-rank sample)', {
    set: 16,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 16 HTTP (download-rank sample)',
    min: { packages: 10, rows: 105, violations: 15, holders: 9 },
  });
});
