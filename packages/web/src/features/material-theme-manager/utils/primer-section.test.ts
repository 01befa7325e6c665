import { describe, expect, it } from 'vitest';
import { toPrimerSection } from './primer-section';
import { fromPreset } from './theme';

describe('toPrimerSection', () => {
  it('describes fonts, scale and colours with their contrast results', () => {
    const section = toPrimerSection(fromPreset('professional'));
    expect(section.startsWith('## Design system\n')).toBe(true);
    expect(section).toContain('Theme “Professional” on a light background (`--theme-background: #ffffff`');
    expect(section).toContain(
      "- Display font (h1): Merriweather — `font-family: 'Merriweather', Georgia, Cambria, serif`",
    );
    expect(section).toContain('- Heading scale: 1.2 (Minor third)');
    expect(section).toContain('h1 2.074rem');
    expect(section).toContain('- Line height: 1.5');
    expect(section).toContain(
      '| `--brand-primary` | #1e293b | 14.62:1 AA pass | `--on-brand-primary` (#ffffff) 14.62:1 AA pass |',
    );
    expect(section).toContain('- Every brand colour passes AA');
  });

  it('lists the pairs that fail AA as rules', () => {
    const theme = fromPreset('chb-brand');
    theme.colors.quaternary = '#1e3a8a';
    const section = toPrimerSection(theme);
    expect(section).toMatch(/\| `--brand-quaternary` \| #1e3a8a \| 1\.\d\d:1 AA fail \|/);
    expect(section).toContain(
      '- These pairs fail AA: do not use them for normal text until the colour is changed.',
    );
    expect(section).toContain('  - Quaternary (#1e3a8a) as text on the background is');
  });
});
