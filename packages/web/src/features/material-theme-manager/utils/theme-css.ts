import { formatRatio } from './color';
import { type ColorCheck, checkContrast } from './contrast';
import { BRAND_COLOR_KEYS, FONT_STACKS, type Theme, toSurface } from './theme';

export const CSS_FILENAME = 'charter-theme.css';

export interface TypeStep {
  name: 'h1' | 'h2' | 'h3' | 'h4' | 'base' | 'small';
  /** Size in rem. */
  rem: number;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * A modular type scale on a 1rem body: each heading level is the next one times the heading scale
 * (h4 = scale, h3 = scale², h2 = scale³, h1 = scale⁴), and small text one step below the body.
 */
export function toTypeScale(headingScale: number): TypeStep[] {
  return [
    { name: 'h1', rem: round3(headingScale ** 4) },
    { name: 'h2', rem: round3(headingScale ** 3) },
    { name: 'h3', rem: round3(headingScale ** 2) },
    { name: 'h4', rem: round3(headingScale) },
    { name: 'base', rem: 1 },
    { name: 'small', rem: round3(1 / headingScale) },
  ];
}

/**
 * The theme as CSS custom properties, in a stable order: brand colours, the text colour to use on each,
 * the background and body text, fonts, scale, line height and the computed type scale. The preview sets
 * exactly these on its container; the exported file puts them on `:root`.
 */
export function toCustomProperties(theme: Theme): [string, string][] {
  const surface = toSurface(theme);
  const checks = checkContrast(theme);
  const { typography } = theme;
  return [
    ...BRAND_COLOR_KEYS.map((key): [string, string] => [`--brand-${key}`, theme.colors[key]]),
    ...checks.map((check): [string, string] => [`--on-brand-${check.key}`, check.textColor]),
    ['--theme-background', surface.background],
    ['--theme-text', surface.text],
    ['--font-display', FONT_STACKS[typography.displayFont]],
    ['--font-heading', FONT_STACKS[typography.headingFont]],
    ['--font-body', FONT_STACKS[typography.bodyFont]],
    ['--heading-scale', String(typography.headingScale)],
    ['--line-height', String(typography.lineHeight)],
    ...toTypeScale(typography.headingScale).map((step): [string, string] => [
      `--font-size-${step.name}`,
      `${step.rem}rem`,
    ]),
  ];
}

function toFailureComments(checks: readonly ColorCheck[]): string[] {
  const lines: string[] = [];
  for (const check of checks) {
    if (!check.onBackground.passesAA) {
      lines.push(
        ` * --brand-${check.key} as text on --theme-background: ${formatRatio(check.onBackground.ratio)}, fails AA (needs 4.5:1).`,
      );
    }
    if (!check.textOnColor.passesAA) {
      lines.push(
        ` * --on-brand-${check.key} on --brand-${check.key}: ${formatRatio(check.textOnColor.ratio)}, fails AA (needs 4.5:1).`,
      );
    }
  }
  return lines;
}

/**
 * The exported stylesheet: the custom properties on `:root`, and opt-in base styles under `.charter-theme`
 * (put the class on `<body>` or any container). Colours that fail WCAG 2.1 AA are listed in the header.
 */
export function toThemeCss(theme: Theme): string {
  const checks = checkContrast(theme);
  const failures = toFailureComments(checks);
  const header = [
    `/* Charter theme: ${theme.name} (${theme.darkMode ? 'dark' : 'light'} background)`,
    ' * Fonts are not bundled: each one is used where installed, otherwise the next font of its stack.',
    ...(failures.length > 0
      ? [' *', ' * WARNING: these colour pairs fail WCAG 2.1 AA for normal text:', ...failures]
      : [' * Every brand colour passes WCAG 2.1 AA (4.5:1) on the background and with its --on-brand text.']),
    ' */',
  ];
  const properties = toCustomProperties(theme).map(([name, value]) => `  ${name}: ${value};`);
  const base = [
    '.charter-theme {',
    '  background: var(--theme-background);',
    '  color: var(--theme-text);',
    '  font-family: var(--font-body);',
    '  font-size: var(--font-size-base);',
    '  line-height: var(--line-height);',
    '}',
    '',
    '.charter-theme h1 {',
    '  font-family: var(--font-display);',
    '  font-size: var(--font-size-h1);',
    '  line-height: 1.15;',
    '}',
    '',
    ...(['h2', 'h3', 'h4'] as const).flatMap((level) => [
      `.charter-theme ${level} {`,
      '  font-family: var(--font-heading);',
      `  font-size: var(--font-size-${level});`,
      '  line-height: 1.25;',
      '}',
      '',
    ]),
    '.charter-theme small {',
    '  font-size: var(--font-size-small);',
    '}',
  ];
  return [...header, '', ':root {', ...properties, '}', '', ...base, ''].join('\n');
}
