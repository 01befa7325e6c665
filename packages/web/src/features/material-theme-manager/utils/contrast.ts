import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio, formatRatio } from './color';
import { BRAND_COLOR_KEYS, BRAND_COLOR_LABELS, type BrandColorKey, type Theme, toSurface } from './theme';

const WHITE = '#ffffff';
const BLACK = '#000000';

export interface ContrastResult {
  ratio: number;
  /** WCAG 2.1 AA for normal text: at least 4.5:1. */
  passesAA: boolean;
  /** At least 3:1: enough for large text and UI components only. */
  passesLargeText: boolean;
}

export interface ColorCheck {
  key: BrandColorKey;
  label: string;
  hex: string;
  /** The brand colour used as text on the theme's background. */
  onBackground: ContrastResult;
  /** The text colour (black or white, whichever contrasts more) to put on the brand colour. */
  textColor: string;
  /** That text on the brand colour used as a fill (black or white always reaches at least 4.58:1). */
  textOnColor: ContrastResult;
  passesAA: boolean;
}

function toResult(a: string, b: string): ContrastResult {
  const ratio = contrastRatio(a, b);
  return { ratio, passesAA: ratio >= AA_NORMAL_TEXT, passesLargeText: ratio >= AA_LARGE_TEXT };
}

/** White or black, whichever reads better on `fill`. */
export function toTextColor(fill: string): string {
  return contrastRatio(WHITE, fill) >= contrastRatio(BLACK, fill) ? WHITE : BLACK;
}

/** Every brand colour against the theme's background, and text on every brand colour. */
export function checkContrast(theme: Theme): ColorCheck[] {
  const { background } = toSurface(theme);
  return BRAND_COLOR_KEYS.map((key) => {
    const hex = theme.colors[key];
    const textColor = toTextColor(hex);
    const onBackground = toResult(hex, background);
    const textOnColor = toResult(textColor, hex);
    return {
      key,
      label: BRAND_COLOR_LABELS[key],
      hex,
      onBackground,
      textColor,
      textOnColor,
      passesAA: onBackground.passesAA && textOnColor.passesAA,
    };
  });
}

/** One sentence per failed check, plain enough to show as is ("Primary as text on the background: …"). */
export function toFailures(checks: readonly ColorCheck[]): string[] {
  const failures: string[] = [];
  for (const check of checks) {
    if (!check.onBackground.passesAA) {
      failures.push(
        `${check.label} (${check.hex}) as text on the background is ${formatRatio(check.onBackground.ratio)}; WCAG 2.1 AA needs 4.5:1.`,
      );
    }
    if (!check.textOnColor.passesAA) {
      failures.push(
        `Text on ${check.label} (${check.hex}) reaches at most ${formatRatio(check.textOnColor.ratio)}; WCAG 2.1 AA needs 4.5:1.`,
      );
    }
  }
  return failures;
}

/** "AA pass", "AA fail (large text only)" or "AA fail". */
export function toVerdict(result: ContrastResult): string {
  if (result.passesAA) return 'AA pass';
  return result.passesLargeText ? 'AA fail (large text only)' : 'AA fail';
}
