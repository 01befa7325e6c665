// How every report words the outbound HTTP calls the checker saw but could not judge (`ScanResult.undecided`):
// the text and Markdown reports and the console's Project Diagnostic read these, so the three say it alike.
// Zod-free and I/O-free, so the console can import it without the contract's schemas.
import type { UndecidedCall } from '../types';

/** How many calls a report lists before "… and N more" (the text report and the console). */
export const UNDECIDED_SHOWN = 10;

/** "3 calls not judged": what the Performance score carries beside its figure. */
export function countUndecided(count: number): string {
  return `${count} call${count === 1 ? '' : 's'} not judged`;
}

/** "3 outbound HTTP calls not judged (their timeout is decided where the checker cannot see)". */
export function describeUndecided(count: number): string {
  return `${count} outbound HTTP call${count === 1 ? '' : 's'} not judged (their timeout is decided where the checker cannot see)`;
}

/** A call's parts as every report shows them: `src/api.ts:12`, `fetch()` and, when known, why. */
export function toUndecidedParts(call: UndecidedCall): { location: string; what: string; reason?: string } {
  return {
    location: `${call.file}:${call.line}`,
    what: call.what,
    ...(call.reason ? { reason: call.reason } : {}),
  };
}

/** `src/api.ts:12 fetch() — the signal comes from the caller`. */
export function formatUndecided(call: UndecidedCall): string {
  const { location, what, reason } = toUndecidedParts(call);
  return `${location} ${what}${reason ? ` — ${reason}` : ''}`;
}
