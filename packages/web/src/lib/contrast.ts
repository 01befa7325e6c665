/**
 * WCAG 2.1 contrast (success criteria 1.4.3 and 1.4.11): relative luminance of sRGB colours and the ratio
 * between two of them. Colours with an alpha channel are laid over the colour behind them first, as the
 * browser paints them.
 */

/** An sRGB colour, channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG 2.1 AA: normal text needs 4.5:1; large text (≥ 24px, or ≥ 18.66px bold) and UI parts need 3:1. */
export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

const clampChannel = (n: number) => Math.min(255, Math.max(0, n));
const clampAlpha = (n: number) => Math.min(1, Math.max(0, n));

function parseHex(value: string): Rgba | null {
  const hex = value.slice(1);
  if (!/^[0-9a-f]+$/i.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full =
    hex.length <= 4
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  const byte = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
}

/** One channel of rgb(): a number 0–255 or a percentage. */
function parseChannel(part: string): number | null {
  const n = Number.parseFloat(part);
  if (!/^-?[\d.]+%?$/.test(part) || Number.isNaN(n)) return null;
  return clampChannel(part.endsWith('%') ? (n / 100) * 255 : n);
}

function parseAlpha(part: string | undefined): number | null {
  if (part === undefined) return 1;
  const n = Number.parseFloat(part);
  if (!/^-?[\d.]+%?$/.test(part) || Number.isNaN(n)) return null;
  return clampAlpha(part.endsWith('%') ? n / 100 : n);
}

/** rgb()/rgba(), in both the comma syntax and the space syntax with an optional "/ alpha". */
function parseRgbFunction(value: string): Rgba | null {
  const match = /^rgba?\((.*)\)$/i.exec(value);
  if (!match?.[1]) return null;
  const body = match[1].trim();
  let parts: string[];
  let alpha: string | undefined;
  if (body.includes(',')) {
    parts = body.split(',').map((p) => p.trim());
    alpha = parts.length === 4 ? parts.pop() : undefined;
  } else {
    const [channels = '', slashAlpha] = body.split('/').map((p) => p.trim());
    parts = channels.split(/\s+/);
    alpha = slashAlpha;
  }
  if (parts.length !== 3) return null;
  const [r, g, b] = parts.map(parseChannel);
  const a = parseAlpha(alpha);
  if (r == null || g == null || b == null || a === null) return null;
  return { r, g, b, a };
}

/** Parses a CSS hex or rgb()/rgba() colour; anything else (a length, a font, a shadow) gives null. */
export function parseColor(value: string): Rgba | null {
  const v = value.trim();
  if (v.startsWith('#')) return parseHex(v);
  if (/^rgba?\(/i.test(v)) return parseRgbFunction(v);
  return null;
}

/** `top` painted over an opaque `bottom`: what the eye sees. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio of `foreground` on `background`, 1 to 21. A translucent background is laid over
 * `backdrop` first (opaque black when none is given), then a translucent foreground over the result.
 */
export function contrastRatio(foreground: Rgba, background: Rgba, backdrop?: Rgba): number {
  const base = background.a < 1 ? composite(background, backdrop ?? { r: 0, g: 0, b: 0, a: 1 }) : background;
  const fg = foreground.a < 1 ? composite(foreground, base) : foreground;
  const l1 = relativeLuminance(fg);
  const l2 = relativeLuminance(base);
  const [lighter, darker] = l1 >= l2 ? [l1, l2] : [l2, l1];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Whether a ratio passes AA for normal text (or for large text and UI parts with `large`). */
export function meetsAA(ratio: number, { large = false }: { large?: boolean } = {}): boolean {
  return ratio >= (large ? AA_LARGE_TEXT : AA_NORMAL_TEXT);
}

/**
 * "4.49:1": truncated, never rounded up, so a ratio shown as 4.50 always passes 4.5:1 (WCAG gives no
 * rounding, and 4.499 fails).
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
