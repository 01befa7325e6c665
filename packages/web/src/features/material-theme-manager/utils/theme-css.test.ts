import { describe, expect, it } from 'vitest';
import { fromPreset } from './theme';
import { toCustomProperties, toThemeCss, toTypeScale } from './theme-css';

describe('toTypeScale', () => {
  it('raises the heading scale to a power per heading level on a 1rem body', () => {
    expect(toTypeScale(1.25)).toEqual([
      { name: 'h1', rem: 2.441 },
      { name: 'h2', rem: 1.953 },
      { name: 'h3', rem: 1.563 },
      { name: 'h4', rem: 1.25 },
      { name: 'base', rem: 1 },
      { name: 'small', rem: 0.8 },
    ]);
    expect(toTypeScale(1.618)[0]).toEqual({ name: 'h1', rem: 6.854 });
    expect(toTypeScale(1.067).map((step) => step.rem)).toEqual([1.296, 1.215, 1.138, 1.067, 1, 0.937]);
  });
});

describe('toThemeCss', () => {
  it('puts every custom property of the theme on :root', () => {
    const css = toThemeCss(fromPreset('chb-brand'));
    const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')) + 1);
    expect(root).toBe(
      [
        ':root {',
        '  --brand-primary: #f472b6;',
        '  --brand-secondary: #facc15;',
        '  --brand-tertiary: #4ade80;',
        '  --brand-quaternary: #60a5fa;',
        '  --on-brand-primary: #000000;',
        '  --on-brand-secondary: #000000;',
        '  --on-brand-tertiary: #000000;',
        '  --on-brand-quaternary: #000000;',
        '  --theme-background: #0f1115;',
        '  --theme-text: #f3f4f6;',
        "  --font-display: 'Lora', Georgia, 'Times New Roman', serif;",
        "  --font-heading: 'Roboto', system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif;",
        "  --font-body: 'Roboto', system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif;",
        '  --heading-scale: 1.25;',
        '  --line-height: 1.6;',
        '  --font-size-h1: 2.441rem;',
        '  --font-size-h2: 1.953rem;',
        '  --font-size-h3: 1.563rem;',
        '  --font-size-h4: 1.25rem;',
        '  --font-size-base: 1rem;',
        '  --font-size-small: 0.8rem;',
        '}',
      ].join('\n'),
    );
    expect(css).toContain('Every brand colour passes WCAG 2.1 AA');
    expect(css).not.toContain('WARNING');
    expect(css).toContain(
      '.charter-theme h1 {\n  font-family: var(--font-display);\n  font-size: var(--font-size-h1);',
    );
    expect(css).toContain('.charter-theme {\n  background: var(--theme-background);');
  });

  it('follows the edits and names the colours that fail AA', () => {
    const theme = fromPreset('modern');
    theme.colors.tertiary = '#EEEEEE'.toLowerCase();
    theme.typography.displayFont = 'Merriweather';
    theme.typography.headingScale = 1.5;
    theme.typography.lineHeight = 1.85;
    const css = toThemeCss(theme);
    expect(css).toContain('  --brand-tertiary: #eeeeee;');
    expect(css).toContain("  --font-display: 'Merriweather', Georgia, Cambria, serif;");
    expect(css).toContain('  --heading-scale: 1.5;');
    expect(css).toContain('  --line-height: 1.85;');
    expect(css).toContain('  --font-size-h1: 5.063rem;');
    expect(css).toContain('WARNING: these colour pairs fail WCAG 2.1 AA for normal text:');
    expect(css).toMatch(
      / \* --brand-tertiary as text on --theme-background: 1\.\d\d:1, fails AA \(needs 4\.5:1\)\./,
    );
    expect(css).not.toContain('--brand-primary as text');
  });

  it('gives the preview the same properties as the file', () => {
    const theme = fromPreset('professional');
    const css = toThemeCss(theme);
    for (const [name, value] of toCustomProperties(theme)) expect(css).toContain(`  ${name}: ${value};`);
  });
});
