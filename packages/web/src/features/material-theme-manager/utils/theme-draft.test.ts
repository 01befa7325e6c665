import { describe, expect, it } from 'vitest';
import { fromPreset, isSameTheme, toHeadingScaleIndex, toLineHeight } from './theme';
import { loadThemeDraft, parseThemeDraft, saveThemeDraft, THEME_DRAFT_KEY } from './theme-draft';

describe('theme draft', () => {
  it('round-trips through localStorage under charter.theme.draft', () => {
    const theme = fromPreset('modern');
    theme.colors.primary = '#123456';
    theme.typography.lineHeight = 1.9;
    saveThemeDraft(theme);
    expect(JSON.parse(localStorage.getItem(THEME_DRAFT_KEY) ?? 'null').colors.primary).toBe('#123456');
    expect(loadThemeDraft()).toEqual(theme);
  });

  it('starts from CHB Brand without a draft or with one that is not a theme', () => {
    expect(isSameTheme(loadThemeDraft(), fromPreset('chb-brand'))).toBe(true);
    for (const raw of [null, '', 'not json', '[]', '{"presetId":"neon"}'])
      expect(parseThemeDraft(raw), String(raw)).toBeNull();
  });

  it('repairs each bad field from the preset and snaps the sliders', () => {
    const theme = parseThemeDraft(
      JSON.stringify({
        presetId: 'professional',
        name: '<script>',
        colors: { primary: 'red', secondary: '#ABC', tertiary: 5 },
        typography: { displayFont: 'Comic Sans', headingScale: 1.3, lineHeight: 9 },
        darkMode: 'yes',
      }),
    );
    expect(theme).toEqual({
      ...fromPreset('professional'),
      colors: { ...fromPreset('professional').colors, secondary: '#aabbcc' },
      typography: { ...fromPreset('professional').typography, headingScale: 1.333, lineHeight: 2 },
    });
  });

  it('snaps helpers', () => {
    expect(toHeadingScaleIndex(1.067)).toBe(0);
    expect(toHeadingScaleIndex(9)).toBe(7);
    expect(toLineHeight(1.6)).toBe(1.6);
    expect(toLineHeight(1.63)).toBe(1.65);
    expect(toLineHeight(1)).toBe(1.2);
  });
});
