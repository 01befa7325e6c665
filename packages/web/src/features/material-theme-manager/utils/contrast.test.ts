import { describe, expect, it } from 'vitest';
import { type ColorCheck, checkContrast, toFailures, toTextColor, toVerdict } from './contrast';
import { fromPreset, PRESET_IDS } from './theme';

function byKey(checks: ColorCheck[], key: ColorCheck['key']): ColorCheck {
  const check = checks.find((candidate) => candidate.key === key);
  if (!check) throw new Error(`no ${key}`);
  return check;
}

describe('checkContrast', () => {
  it('passes WCAG 2.1 AA for every colour of every preset', () => {
    for (const id of PRESET_IDS) {
      const checks = checkContrast(fromPreset(id));
      expect(checks.map((check) => check.key)).toEqual(['primary', 'secondary', 'tertiary', 'quaternary']);
      for (const check of checks) {
        expect(check.onBackground.ratio, `${id} ${check.key} on background`).toBeGreaterThanOrEqual(4.5);
        expect(check.textOnColor.ratio, `${id} text on ${check.key}`).toBeGreaterThanOrEqual(4.5);
        expect(check.passesAA).toBe(true);
      }
      expect(toFailures(checks)).toEqual([]);
    }
  });

  it('checks against the background of the mode: dark on dark fails, the same colour on white passes', () => {
    const theme = fromPreset('professional');
    expect(byKey(checkContrast(theme), 'primary').onBackground.passesAA).toBe(true);
    const dark = { ...theme, darkMode: true };
    const primary = byKey(checkContrast(dark), 'primary');
    expect(primary.onBackground.passesAA).toBe(false);
    expect(primary.passesAA).toBe(false);
    expect(toFailures(checkContrast(dark))[0]).toMatch(
      /^Primary \(#1e293b\) as text on the background is 1\.\d\d:1; WCAG 2\.1 AA needs 4\.5:1\.$/,
    );
  });

  it('picks black or white text for each fill (one of them always reaches at least 4.58:1)', () => {
    expect(toTextColor('#facc15')).toBe('#000000');
    expect(toTextColor('#1e293b')).toBe('#ffffff');
    const theme = fromPreset('modern');
    theme.colors.secondary = '#777777';
    const secondary = byKey(checkContrast(theme), 'secondary');
    expect(secondary.textColor).toBe('#000000');
    expect(secondary.textOnColor.passesAA).toBe(true);
    expect(secondary.onBackground.passesAA).toBe(false);
    expect(secondary.onBackground.passesLargeText).toBe(true);
    expect(toVerdict(secondary.onBackground)).toBe('AA fail (large text only)');
    expect(toFailures(checkContrast(theme))).toEqual([
      'Secondary (#777777) as text on the background is 4.47:1; WCAG 2.1 AA needs 4.5:1.',
    ]);
  });

  it('calls a ratio under 3:1 a plain fail', () => {
    const theme = fromPreset('chb-brand');
    theme.colors.primary = '#222222';
    const primary = byKey(checkContrast(theme), 'primary');
    expect(toVerdict(primary.onBackground)).toBe('AA fail');
    expect(toVerdict(primary.textOnColor)).toBe('AA pass');
  });
});
