import { parseHex } from './color';
import {
  BRAND_COLOR_KEYS,
  DEFAULT_PRESET,
  DISPLAY_FONTS,
  type DisplayFont,
  fromPreset,
  PRESET_IDS,
  PRESETS,
  type PresetId,
  type Theme,
  toHeadingScale,
  toHeadingScaleIndex,
  toLineHeight,
} from './theme';

/** The theme being edited, kept in this browser only. */
export const THEME_DRAFT_KEY = 'charter.theme.draft';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored draft as a theme, or `null` when it is missing or not a theme. Each field that is wrong falls back
 * to the preset's value (colours must be hex, the font one of the three, the sliders are snapped to range).
 */
export function parseThemeDraft(raw: string | null): Theme | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || !PRESET_IDS.includes(data.presetId as PresetId)) return null;
  const theme = fromPreset(data.presetId as PresetId);
  const colors = isRecord(data.colors) ? data.colors : {};
  for (const key of BRAND_COLOR_KEYS) {
    const hex = typeof colors[key] === 'string' ? parseHex(colors[key]) : null;
    if (hex) theme.colors[key] = hex;
  }
  const typography = isRecord(data.typography) ? data.typography : {};
  if (DISPLAY_FONTS.includes(typography.displayFont as DisplayFont)) {
    theme.typography.displayFont = typography.displayFont as DisplayFont;
  }
  if (typeof typography.headingScale === 'number' && Number.isFinite(typography.headingScale)) {
    theme.typography.headingScale = toHeadingScale(toHeadingScaleIndex(typography.headingScale)).value;
  }
  if (typeof typography.lineHeight === 'number' && Number.isFinite(typography.lineHeight)) {
    theme.typography.lineHeight = toLineHeight(typography.lineHeight);
  }
  if (typeof data.darkMode === 'boolean') theme.darkMode = data.darkMode;
  theme.name = PRESETS[theme.presetId].name;
  return theme;
}

/** The stored draft, or the default preset (also when storage is off). */
export function loadThemeDraft(): Theme {
  try {
    return parseThemeDraft(localStorage.getItem(THEME_DRAFT_KEY)) ?? fromPreset(DEFAULT_PRESET);
  } catch {
    return fromPreset(DEFAULT_PRESET);
  }
}

export function saveThemeDraft(theme: Theme): void {
  try {
    localStorage.setItem(THEME_DRAFT_KEY, JSON.stringify(theme));
  } catch {
    // Storage off or full: the draft simply lasts as long as the page.
  }
}
