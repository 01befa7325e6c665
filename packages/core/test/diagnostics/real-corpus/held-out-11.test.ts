// Held-out set 11: the structure of its label files (three HTTP, two component files, application-shaped code), checked without running the checker (see
// held-out-structure.ts). The counts are those reached when each file was committed, and the cap exceptions are the ones
// the set-11 README paragraphs record.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-11-a11y.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_11_A11Y_LABELS as A11Y } from './labels-held-out-11-a11y.mjs';
// @ts-expect-error labels-held-out-11-a11y-extra.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_11_A11Y_EXTRA_LABELS as A11Y_EXTRA } from './labels-held-out-11-a11y-extra.mjs';
// @ts-expect-error labels-held-out-11-a11y-more.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_11_A11Y_MORE_LABELS as A11Y_MORE } from './labels-held-out-11-a11y-more.mjs';
// @ts-expect-error labels-held-out-11-http.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_11_HTTP_LABELS as HTTP } from './labels-held-out-11-http.mjs';
// @ts-expect-error labels-held-out-11-http-extra.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_11_HTTP_EXTRA_LABELS as HTTP_EXTRA } from './labels-held-out-11-http-extra.mjs';
// @ts-expect-error labels-held-out-11-http-more.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_11_HTTP_MORE_LABELS as HTTP_MORE } from './labels-held-out-11-http-more.mjs';

describe('held-out set 11', () => {
  itKeepsHeldOutStructure('set 11 HTTP', {
    set: 11,
    family: 'http',
    rows: HTTP,
    kind: '; set 11 HTTP',
    // Short of the brief (three of its five categories were probed by set 8: README set-11 paragraph).
    min: { packages: 6, violations: 22, holders: 6 },
    capExceptions: { '@cumulus+cmr-client@21.0.0': 10, '@google+earthengine@1.7.45': 5 },
  });
  itKeepsHeldOutStructure('set 11 HTTP (more)', {
    set: 11,
    family: 'http',
    rows: HTTP_MORE,
    kind: '; set 11 HTTP (more)',
    min: { packages: 12, violations: 32, holders: 11 },
  });
  itKeepsHeldOutStructure('set 11 HTTP (extra)', {
    set: 11,
    family: 'http',
    rows: HTTP_EXTRA,
    kind: '; set 11 HTTP (extra)',
    min: { packages: 17, violations: 26, holders: 14 },
    capExceptions: { 'infisical-node@1.5.1': 7 },
  });
  itKeepsHeldOutStructure('set 11 a11y components', {
    set: 11,
    family: 'a11y',
    rows: A11Y,
    kind: '; set 11 a11y components',
    min: { packages: 25, rows: 142, violations: 25, holders: 14 },
    // Mouse-only collapse chevrons and long-string toggles and an svg-only URL link.
    capExceptions: { 'react18-json-view@0.2.10': 7 },
  });
  itKeepsHeldOutStructure('set 11 a11y (more components)', {
    set: 11,
    family: 'a11y',
    rows: A11Y_EXTRA,
    kind: '; set 11 a11y (more components)',
    min: { packages: 12, rows: 72, violations: 18 },
    // Five click-only info icons, the mobile summary toggle, two unlabelled code fields.
    capExceptions: { 'tf-checkout-react@1.7.31': 8 },
  });
  itKeepsHeldOutStructure('set 11 a11y, application-shaped code', {
    set: 11,
    family: 'a11y',
    rows: A11Y_MORE,
    kind: 'set 11 a11y (application-shaped code)',
    min: { packages: 15, violations: 35, holders: 10 },
    capExceptions: { 'dimitar-danailov-portfolio@1.17.5': 11 },
  });
});
