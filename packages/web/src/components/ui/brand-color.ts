/** The four brand colours; each maps to a CSS custom property tuned for ≥ 4.5:1 on dark. */
export const BRAND_COLORS = ['primary', 'secondary', 'tertiary', 'quaternary'] as const;
export type BrandColor = (typeof BRAND_COLORS)[number];
