// Held-out set 23, HTTP, the download-rank sample's window A: the structure of its label file, checked without running
// the checker (see held-out-structure.ts). The counts are those of the labelled packages (record/sets-19-on.md's set-23
// HTTP window-A bullet); one package holds more than a fifth of the violations, every site kept (the cap exception).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-23-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_23_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-23-http-rank.mjs';

describe('held-out set 23', () => {
  itKeepsHeldOutStructure('set 23 HTTP (download-rank sample)', {
    set: 23,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 23 HTTP (download-rank sample)',
    min: { packages: 15, rows: 190, violations: 43, holders: 13 },
    capExceptions: {
      'thehandy@1.1.0': 20,
    },
  });
});
