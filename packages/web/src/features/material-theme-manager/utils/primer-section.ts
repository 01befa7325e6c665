import { formatRatio } from './color';
import { checkContrast, toFailures, toVerdict } from './contrast';
import { FONT_STACKS, type Theme, toHeadingScale, toHeadingScaleIndex, toSurface } from './theme';
import { CSS_FILENAME, toTypeScale } from './theme-css';

/**
 * A "Design system" section in Markdown for a project primer: what an agent needs to build UI in this theme
 * (fonts, scale, colours with their contrast results) and the rules that keep it WCAG 2.1 AA.
 */
export function toPrimerSection(theme: Theme): string {
  const { typography } = theme;
  const surface = toSurface(theme);
  const checks = checkContrast(theme);
  const failures = toFailures(checks);
  const scaleName = toHeadingScale(toHeadingScaleIndex(typography.headingScale)).name;
  const scale = toTypeScale(typography.headingScale)
    .map((step) => `${step.name} ${step.rem}rem`)
    .join(', ');
  const font = (role: string, name: keyof typeof FONT_STACKS) =>
    `- ${role}: ${name} — \`font-family: ${FONT_STACKS[name]}\` (used where installed; no web font is loaded)`;

  return [
    '## Design system',
    '',
    `Theme “${theme.name}” on a ${theme.darkMode ? 'dark' : 'light'} background (\`--theme-background: ${surface.background}\`, body text \`--theme-text: ${surface.text}\`). The values are CSS custom properties in \`${CSS_FILENAME}\`; use the properties, never raw values.`,
    '',
    '### Typography',
    '',
    font('Display font (h1)', typography.displayFont),
    font('Heading font (h2–h4)', typography.headingFont),
    font('Body font', typography.bodyFont),
    `- Heading scale: ${typography.headingScale} (${scaleName}) — \`--heading-scale\`; sizes ${scale} (\`--font-size-h1\` … \`--font-size-small\`)`,
    `- Line height: ${typography.lineHeight} — \`--line-height\``,
    '',
    '### Colours',
    '',
    '| Token | Hex | As text on the background | Text on the colour |',
    '| --- | --- | --- | --- |',
    ...checks.map(
      (check) =>
        `| \`--brand-${check.key}\` | ${check.hex} | ${formatRatio(check.onBackground.ratio)} ${toVerdict(check.onBackground)} | \`--on-brand-${check.key}\` (${check.textColor}) ${formatRatio(check.textOnColor.ratio)} ${toVerdict(check.textOnColor)} |`,
    ),
    '',
    '### Rules',
    '',
    '- Text meets WCAG 2.1 AA: 4.5:1 for normal text, 3:1 for large text (24px, or 18.66px bold) and UI components.',
    '- Text on a brand fill uses its `--on-brand-*` colour.',
    ...(failures.length > 0
      ? [
          '- These pairs fail AA: do not use them for normal text until the colour is changed.',
          ...failures.map((failure) => `  - ${failure}`),
        ]
      : ['- Every brand colour passes AA both as text on the background and with its `--on-brand-*` text.']),
    '',
  ].join('\n');
}
