// Held-out set 10: the structure of its label files (two HTTP, components, queued components, application-shaped code), checked without running the checker (see
// held-out-structure.ts). The counts are those reached when each file was committed, and the cap exceptions are the ones
// the set-10 README paragraphs record.
import { describe } from 'vitest';
import { itKeepsHeldOutStructure } from './held-out-structure';
// @ts-expect-error labels-held-out-10-a11y.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_10_A11Y_LABELS as A11Y } from './labels-held-out-10-a11y.mjs';
// @ts-expect-error labels-held-out-10-a11y-extra.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_10_A11Y_EXTRA_LABELS as A11Y_EXTRA } from './labels-held-out-10-a11y-extra.mjs';
// @ts-expect-error labels-held-out-10-a11y-more.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_10_A11Y_MORE_LABELS as A11Y_MORE } from './labels-held-out-10-a11y-more.mjs';
// @ts-expect-error labels-held-out-10-http.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_10_HTTP_LABELS as HTTP } from './labels-held-out-10-http.mjs';
// @ts-expect-error labels-held-out-10-http-more.mjs is plain data written by hand, typed in held-out-structure.ts
import { HELD_OUT_10_HTTP_MORE_LABELS as HTTP_MORE } from './labels-held-out-10-http-more.mjs';

describe('held-out set 10', () => {
  itKeepsHeldOutStructure('set 10 HTTP', {
    set: 10,
    family: 'http',
    rows: HTTP,
    kind: '; set 10 HTTP',
    min: { packages: 11, violations: 20, holders: 8 },
    capExceptions: { '@vercel+remote@1.0.1': 5 },
  });
  itKeepsHeldOutStructure('set 10 HTTP (more)', {
    set: 10,
    family: 'http',
    rows: HTTP_MORE,
    kind: '; set 10 HTTP (more)',
    min: { packages: 11, violations: 21, holders: 8 },
    // inngest: nine sends in seven files; fingerprintjs-pro-server-api: six methods that each send.
    capExceptions: { 'inngest@4.24.0': 9, '@fingerprintjs+fingerprintjs-pro-server-api@6.13.1': 6 },
  });
  itKeepsHeldOutStructure('set 10 a11y components', {
    set: 10,
    family: 'a11y',
    rows: A11Y,
    kind: 'set 10 a11y components',
    min: { packages: 26, rows: 82, violations: 9, holders: 7 },
    capExceptions: { 'react-icons-picker@1.1.0': 3 },
  });
  itKeepsHeldOutStructure('set 10 a11y (queued components)', {
    set: 10,
    family: 'a11y',
    rows: A11Y_EXTRA,
    kind: '; set 10 a11y (queued)',
    min: { packages: 5, rows: 35, violations: 15 },
    // Two mouse-only header spans and the hour and minute bubbles of the clock.
    capExceptions: { 'react-timepicker@2.0.2': 4 },
  });
  itKeepsHeldOutStructure('set 10 a11y, application-shaped code', {
    set: 10,
    family: 'a11y',
    rows: A11Y_MORE,
    kind: 'set 10 a11y (application-shaped code)',
    min: { packages: 16, violations: 6, holders: 4 },
    capExceptions: { '@keystonejs+app-admin-ui@7.5.2': 2, '@account-kit+react@4.88.5': 2 },
  });
});
