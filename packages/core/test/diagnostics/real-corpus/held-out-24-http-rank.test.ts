// Held-out set 24, HTTP, the download-rank sample's window A: the structure of its label file, checked without running
// the checker (see held-out-structure.ts). The counts are those of the labelled packages (record/sets-19-on.md's set-24
// HTTP window-A bullet); one package holds more than a fifth of the violations, every site kept (the cap exception).
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-24-http-rank.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_24_HTTP_RANK_LABELS as HTTP_RANK } from './labels-held-out-24-http-rank.mjs';

describe('held-out set 24', () => {
  itKeepsHeldOutStructure('set 24 HTTP (download-rank sample)', {
    set: 24,
    family: 'http',
    rows: HTTP_RANK,
    kind: '; set 24 HTTP (download-rank sample)',
    min: { packages: 15, rows: 388, violations: 162, holders: 15 },
    capExceptions: {
      '@iterable+api@0.13.0': 102,
    },
  });
});
