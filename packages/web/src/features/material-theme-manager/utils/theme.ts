/** The theme model with Charter's presets, fonts and slider ranges. Pure. */

export const BRAND_COLOR_KEYS = ['primary', 'secondary', 'tertiary', 'quaternary'] as const;
export type BrandColorKey = (typeof BRAND_COLOR_KEYS)[number];
export type ThemeColors = Record<BrandColorKey, string>;

export const BRAND_COLOR_LABELS: Record<BrandColorKey, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  tertiary: 'Tertiary',
  quaternary: 'Quaternary',
};

export const DISPLAY_FONTS = ['Lora', 'Playfair Display', 'Merriweather'] as const;
export type DisplayFont = (typeof DISPLAY_FONTS)[number];

/**
 * No web font is loaded (the console works offline): each font is a stack, used where the viewer has the font
 * installed and otherwise falling back to the next one.
 */
export const FONT_STACKS: Record<DisplayFont | 'Roboto', string> = {
  Lora: "'Lora', Georgia, 'Times New Roman', serif",
  'Playfair Display': "'Playfair Display', Didot, 'Bodoni MT', Georgia, serif",
  Merriweather: "'Merriweather', Georgia, Cambria, serif",
  Roboto: "'Roboto', system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
};

/** The first fallback of each stack, named in the UI. */
export const FONT_FALLBACKS: Record<DisplayFont | 'Roboto', string> = {
  Lora: 'Georgia',
  'Playfair Display': 'Didot, then Georgia',
  Merriweather: 'Georgia',
  Roboto: 'the system sans-serif',
};

export interface ThemeTypography {
  displayFont: DisplayFont;
  /** Roboto by default; not editable on this screen. */
  headingFont: 'Roboto';
  bodyFont: 'Roboto';
  headingScale: number;
  lineHeight: number;
}

export const PRESET_IDS = ['chb-brand', 'professional', 'modern'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Theme {
  /** The preset the theme started from. */
  presetId: PresetId;
  name: string;
  colors: ThemeColors;
  typography: ThemeTypography;
  /** A dark page background (the preview's and the exported `--theme-background`). */
  darkMode: boolean;
}

/** The named modular-scale ratios the heading-scale slider steps through (minor second … golden ratio). */
export const HEADING_SCALES = [
  { value: 1.067, name: 'Minor second' },
  { value: 1.125, name: 'Major second' },
  { value: 1.2, name: 'Minor third' },
  { value: 1.25, name: 'Major third' },
  { value: 1.333, name: 'Perfect fourth' },
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: the ratio as type scales name it, shown as is.
  { value: 1.414, name: 'Augmented fourth' },
  { value: 1.5, name: 'Perfect fifth' },
  { value: 1.618, name: 'Golden ratio' },
] as const;

export const LINE_HEIGHT = { min: 1.2, max: 2, step: 0.05 } as const;

/** The page behind the theme: the background the brand colours are checked against, and its body text. */
export const SURFACES = {
  light: { background: '#ffffff', text: '#1f2937' },
  dark: { background: '#0f1115', text: '#f3f4f6' },
} as const;

export function toSurface(theme: Pick<Theme, 'darkMode'>): { background: string; text: string } {
  return theme.darkMode ? SURFACES.dark : SURFACES.light;
}

const DEFAULT_TYPOGRAPHY: ThemeTypography = {
  displayFont: 'Lora',
  headingFont: 'Roboto',
  bodyFont: 'Roboto',
  headingScale: 1.25,
  lineHeight: 1.6,
};

/**
 * Three presets, each chosen to pass WCAG 2.1 AA against its own background, both as text and
 * with black or white text on the colour.
 */
export const PRESETS: Record<PresetId, Theme> = {
  'chb-brand': {
    presetId: 'chb-brand',
    name: 'CHB Brand',
    // pink, yellow, green, blue on a dark background
    colors: { primary: '#f472b6', secondary: '#facc15', tertiary: '#4ade80', quaternary: '#60a5fa' },
    typography: { ...DEFAULT_TYPOGRAPHY },
    darkMode: true,
  },
  professional: {
    presetId: 'professional',
    name: 'Professional',
    // four slate tones on white
    colors: { primary: '#1e293b', secondary: '#334155', tertiary: '#475569', quaternary: '#64748b' },
    typography: { ...DEFAULT_TYPOGRAPHY, displayFont: 'Merriweather', headingScale: 1.2, lineHeight: 1.5 },
    darkMode: false,
  },
  modern: {
    presetId: 'modern',
    name: 'Modern',
    // purple, amber, green, red on white
    colors: { primary: '#7c3aed', secondary: '#b45309', tertiary: '#15803d', quaternary: '#dc2626' },
    typography: {
      ...DEFAULT_TYPOGRAPHY,
      displayFont: 'Playfair Display',
      headingScale: 1.333,
      lineHeight: 1.7,
    },
    darkMode: false,
  },
};

export const DEFAULT_PRESET: PresetId = 'chb-brand';

/** A fresh copy of a preset (the presets themselves are never mutated). */
export function fromPreset(id: PresetId): Theme {
  const preset = PRESETS[id];
  return { ...preset, colors: { ...preset.colors }, typography: { ...preset.typography } };
}

/** The index of the named ratio closest to `value` (a stored scale snaps to the slider's steps). */
export function toHeadingScaleIndex(value: number): number {
  let best = 0;
  HEADING_SCALES.forEach((scale, index) => {
    if (Math.abs(scale.value - value) < Math.abs(toHeadingScale(best).value - value)) best = index;
  });
  return best;
}

/** The named ratio at a slider position (clamped into range). */
export function toHeadingScale(index: number): (typeof HEADING_SCALES)[number] {
  return (
    HEADING_SCALES[Math.min(HEADING_SCALES.length - 1, Math.max(0, Math.round(index)))] ?? HEADING_SCALES[0]
  );
}

/** A line height inside the slider's range, on its 0.05 steps. */
export function toLineHeight(value: number): number {
  const clamped = Math.min(LINE_HEIGHT.max, Math.max(LINE_HEIGHT.min, value));
  return Number((Math.round(clamped / LINE_HEIGHT.step) * LINE_HEIGHT.step).toFixed(2));
}

export function isSameTheme(a: Theme, b: Theme): boolean {
  return (
    a.presetId === b.presetId &&
    a.darkMode === b.darkMode &&
    BRAND_COLOR_KEYS.every((key) => a.colors[key] === b.colors[key]) &&
    a.typography.displayFont === b.typography.displayFont &&
    a.typography.headingScale === b.typography.headingScale &&
    a.typography.lineHeight === b.typography.lineHeight
  );
}
