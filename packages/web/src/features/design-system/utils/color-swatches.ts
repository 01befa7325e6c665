import { contrastRatio, meetsAA, parseColor, type Rgba } from '../../../lib/contrast';
import { COLOR_USAGE, type ColorGroup, UNKNOWN_USAGE } from './color-usage';
import type { CssToken } from './css-tokens';

/** The page background's token: every ratio is measured against it. */
export const PAGE_BACKGROUND = '--bg';

export interface Measure {
  ratio: number;
  passes: boolean;
}

export interface ColorSwatch {
  name: string;
  /** The value the page uses now (the computed one when the browser gives it, else the declared one). */
  value: string;
  group: ColorGroup;
  use: string;
  /** Against the page background; null for the page background itself. */
  onBackground: Measure | null;
  /** The pairing the token is used in (text on it, or it on a fill), when it has one. */
  pair: (Measure & { foreground: string; background: string }) | null;
}

/**
 * The colour tokens among `tokens` (lengths, fonts and shadows are left out) with their contrast: each on
 * the page background, and the pairing it is used in. `readValue` gives the live value of a custom
 * property (getComputedStyle); when it has none, the declared value counts.
 */
export function toColorSwatches(
  tokens: readonly CssToken[],
  readValue: (name: string) => string | undefined = () => undefined,
): ColorSwatch[] {
  const values = new Map<string, { value: string; rgba: Rgba }>();
  for (const token of tokens) {
    const value = readValue(token.name)?.trim() || token.value;
    const rgba = parseColor(value);
    if (rgba) values.set(token.name, { value, rgba });
  }
  const page = values.get(PAGE_BACKGROUND)?.rgba ?? { r: 0, g: 0, b: 0, a: 1 };
  const measure = (foreground: Rgba, background: Rgba): Measure => {
    const ratio = contrastRatio(foreground, background, page);
    return { ratio, passes: meetsAA(ratio) };
  };

  return [...values].map(([name, { value, rgba }]) => {
    const usage = COLOR_USAGE[name] ?? UNKNOWN_USAGE;
    const foreground = usage.pair ? values.get(usage.pair.foreground) : undefined;
    const background = usage.pair ? values.get(usage.pair.background) : undefined;
    return {
      name,
      value,
      group: usage.group,
      use: usage.use,
      onBackground: name === PAGE_BACKGROUND ? null : measure(rgba, page),
      pair:
        usage.pair && foreground && background
          ? { ...usage.pair, ...measure(foreground.rgba, background.rgba) }
          : null,
    };
  });
}
