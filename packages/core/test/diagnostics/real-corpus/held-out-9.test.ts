// Held-out set 9: the structure of its label files (two HTTP, components, application-shaped code), checked without running the checker (see
// held-out-structure.ts). The counts are those reached when each file was committed, and the cap exceptions are the ones
// the set-9 README paragraphs record.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-9-a11y.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_9_A11Y_LABELS as A11Y } from './labels-held-out-9-a11y.mjs';
// @ts-expect-error labels-held-out-9-a11y-more.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_9_A11Y_MORE_LABELS as A11Y_MORE } from './labels-held-out-9-a11y-more.mjs';
// @ts-expect-error labels-held-out-9-http.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_9_HTTP_LABELS as HTTP } from './labels-held-out-9-http.mjs';
// @ts-expect-error labels-held-out-9-http-more.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_9_HTTP_MORE_LABELS as HTTP_MORE } from './labels-held-out-9-http-more.mjs';

describe('held-out set 9', () => {
  itKeepsHeldOutStructure('set 9 HTTP, first file', {
    set: 9,
    family: 'http',
    rows: HTTP,
    min: { violations: 18, holders: 12 },
    capShare: 6,
    // Seven send files the selection rule forced.
    capExceptions: { '@kubernetes+client-node@2.0.1': 7 },
  });
  itKeepsHeldOutStructure('set 9 HTTP, second file', {
    set: 9,
    family: 'http',
    rows: HTTP_MORE,
    kind: 'set 9 HTTP, second file',
    min: { packages: 12, violations: 18 },
    capShare: 6,
    // Its axios provider's six shorthand calls and one more.
    capExceptions: { '@crowdin+crowdin-api-client@1.58.0': 7 },
  });
  itKeepsHeldOutStructure('set 9 a11y components', {
    set: 9,
    family: 'a11y',
    rows: A11Y,
    kind: 'set 9 a11y components',
    min: { packages: 40, violations: 30, holders: 12 },
    // The upload dialog: a mouse-only close, six unlabelled inputs, an image without alt, four mouse-only actions.
    capExceptions: { 'react-quill-image-uploader@0.1.1': 12 },
  });
  itKeepsHeldOutStructure('set 9 a11y, application-shaped code', {
    set: 9,
    family: 'a11y',
    rows: A11Y_MORE,
    kind: 'set 9 a11y (application-shaped code)',
    min: { packages: 20, violations: 20, holders: 10 },
  });
});
