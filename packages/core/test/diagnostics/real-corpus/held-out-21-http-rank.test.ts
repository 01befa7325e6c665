// Held-out set 21, HTTP, the download-rank sample's window A: the structure of its label file, checked without running
// the checker (see held-out-structure.ts). The counts are those of the labelled packages (record/sets-19-on.md's set-21
// HTTP window-A bullet); one package holds more than a fifth of the violations, every site kept (the cap exception).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-21-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_21_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-21-http-rank.mjs';

describe('held-out set 21', () => {
  itKeepsHeldOutStructure('set 21 HTTP (download-rank sample)', {
    set: 21,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 21 HTTP (download-rank sample)',
    min: { packages: 15, rows: 302, violations: 83, holders: 13 },
    capExceptions: {
      'drone-node@2.2.0': 59,
    },
  });
});
