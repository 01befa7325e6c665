/** Hex colours and WCAG 2.1 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). Pure. */

import { parseColor, type Rgba, contrastRatio as ratioOf } from '../../../lib/contrast';

export { AA_LARGE_TEXT, AA_NORMAL_TEXT, formatRatio } from '../../../lib/contrast';

const SHORT_HEX = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const LONG_HEX = /^#?([0-9a-f]{6})$/i;

/**
 * `#rgb` or `#rrggbb` (the `#` optional, any case, surrounding spaces ignored) as lowercase `#rrggbb`, which
 * is also what `<input type="color">` needs; `null` for anything else.
 */
export function parseHex(input: string): string | null {
  const text = input.trim();
  const short = SHORT_HEX.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  const long = LONG_HEX.exec(text);
  return long ? `#${long[1]}`.toLowerCase() : null;
}

export const HEX_ERROR =
  'Enter a hex colour such as #1d4ed8: a # followed by 3 or 6 digits 0–9 or letters a–f.';

/** Contrast ratio of two hex colours, 1 … 21 (order does not matter), by the console's one WCAG formula. */
export function contrastRatio(a: string, b: string): number {
  return ratioOf(toRgba(a), toRgba(b));
}

function toRgba(hex: string): Rgba {
  const parsed = parseColor(parseHex(hex) ?? '');
  if (!parsed) throw new Error(`Not a hex colour: ${hex}`);
  return parsed;
}
