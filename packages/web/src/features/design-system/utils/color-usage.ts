/**
 * When to use each colour token, and the one pairing that matters for it. Names only: the values live in
 * src/styles/tokens.css and are read from there, so this file never holds a colour that could drift.
 */

export type ColorGroup = 'Surfaces and borders' | 'Text' | 'Brand and status' | 'Tinted fills' | 'Other';

export const COLOR_GROUPS: readonly ColorGroup[] = [
  'Surfaces and borders',
  'Text',
  'Brand and status',
  'Tinted fills',
  'Other',
];

export interface ColorUsage {
  group: ColorGroup;
  /** When to use it, in one sentence. */
  use: string;
  /** The pairing it is used in, besides "on the page background": foreground on background. */
  pair?: { foreground: string; background: string };
}

const fill = (accent: string, what: string): ColorUsage => ({
  group: 'Tinted fills',
  use: `A faint ${what} fill behind ${what} text: badges, selected rows, highlighted notes.`,
  pair: { foreground: `--${accent}`, background: `--${accent}-soft` },
});

export const COLOR_USAGE: Readonly<Record<string, ColorUsage>> = {
  '--bg': {
    group: 'Surfaces and borders',
    use: 'The page background. Every ratio on this tab is measured against it.',
    pair: { foreground: '--text', background: '--bg' },
  },
  '--surface': {
    group: 'Surfaces and borders',
    use: 'Cards and panels: the default container. Not for text, so only the text on it must pass.',
    pair: { foreground: '--text', background: '--surface' },
  },
  '--surface-2': {
    group: 'Surfaces and borders',
    use: 'Raised areas inside a card, and the top of a card’s gradient.',
    pair: { foreground: '--text', background: '--surface-2' },
  },
  '--surface-3': {
    group: 'Surfaces and borders',
    use: 'Hover fills, neutral badges, progress tracks and skeletons.',
    pair: { foreground: '--text', background: '--surface-3' },
  },
  '--border': {
    group: 'Surfaces and borders',
    use: 'Card outlines and dividers: decoration, never the only sign of a state.',
  },
  '--border-strong': {
    group: 'Surfaces and borders',
    use: 'Outlines of inputs and secondary buttons, and dashed drop zones.',
  },
  '--text': { group: 'Text', use: 'Body text.' },
  '--text-strong': { group: 'Text', use: 'Headings and figures that carry the most weight.' },
  '--muted': { group: 'Text', use: 'Secondary text: hints, captions, the labels of figures.' },
  '--on-accent': {
    group: 'Text',
    use: 'Dark text on a bright fill: the primary button and the skip link. Never on the dark page itself.',
    pair: { foreground: '--on-accent', background: '--primary' },
  },
  '--primary': {
    group: 'Brand and status',
    use: 'The brand pink: the primary button’s fill, links and the main accent.',
  },
  '--primary-strong': {
    group: 'Brand and status',
    use: 'Pink text on a pink tint (the active sidebar link), and the primary button on hover.',
    pair: { foreground: '--primary-strong', background: '--primary-soft' },
  },
  '--secondary': { group: 'Brand and status', use: 'The brand yellow: warnings and the second accent.' },
  '--tertiary': { group: 'Brand and status', use: 'The brand green: success and passing checks.' },
  '--quaternary': { group: 'Brand and status', use: 'The brand blue: information and neutral accents.' },
  '--danger': {
    group: 'Brand and status',
    use: 'Errors: field errors, failed loads, destructive actions.',
  },
  '--focus': {
    group: 'Brand and status',
    use: 'The focus ring every control shows when it is reached by keyboard.',
  },
  '--primary-soft': fill('primary', 'pink'),
  '--secondary-soft': fill('secondary', 'yellow'),
  '--tertiary-soft': fill('tertiary', 'green'),
  '--quaternary-soft': fill('quaternary', 'blue'),
  '--danger-soft': {
    group: 'Tinted fills',
    use: 'A faint red fill behind an error message (the error alert).',
    pair: { foreground: '--danger', background: '--danger-soft' },
  },
};

export const UNKNOWN_USAGE: ColorUsage = {
  group: 'Other',
  use: 'No usage note yet: add one to features/design-system/utils/color-usage.ts.',
};
