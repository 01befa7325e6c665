/** Hex colours and WCAG 2.1 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). Pure. */

/** WCAG 2.1 AA for normal text (SC 1.4.3). */
export const AA_NORMAL_TEXT = 4.5;
/** WCAG 2.1 AA for large text (18pt, or 14pt bold) and UI components (SC 1.4.3, 1.4.11). */
export const AA_LARGE_TEXT = 3;

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

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const parsed = parseHex(hex);
  if (!parsed) throw new Error(`Not a hex colour: ${hex}`);
  const n = Number.parseInt(parsed.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Contrast ratio of two colours, 1 … 21 (order does not matter). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The ratio as people write it, truncated (never rounded up) to two decimals so a ratio shown as 4.50:1
 * really passes 4.5:1.
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
