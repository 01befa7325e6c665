/**
 * The console's icon set: inline SVG drawn with the current text colour, so an icon never depends on an
 * emoji font (an emoji is an empty box where no such font is installed). Icons are decoration:
 * the word beside them is what is read, so they are hidden from assistive technology.
 */
const PATHS = {
  // An octagon with a cross: stop, critical.
  critical: 'M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9zM15 9l-6 6M9 9l6 6',
  // A triangle with an exclamation mark.
  warning: 'M12 3 2 20h20zM12 10v4M12 17h.01',
  // A circle with a tick.
  check: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM8 12l3 3 5-6',
  // A filled-looking dot and an empty ring, for the lower severities.
  dot: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  ring: 'M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14z',
  // A circle with an i.
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM12 11v6M12 7h.01',
  // A page with lines: a primer.
  document: 'M6 2h8l4 4v16H6zM14 2v4h4M9 12h6M9 16h6',
  // A shield with a tick: governance.
  shield: 'M12 2 4 5v6c0 5 3.5 9 8 11 4.5-2 8-6 8-11V5zM9 12l2 2 4-4',
  // A clock with a turning arrow: history kept.
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2',
  // A key: a credential, and a stroke through it when deactivated.
  'key-off': 'M15 7a4 4 0 1 0-3.4 6l-1.6 1.6V17H7.5v2.5H5V22H2v-3l7.4-7.4M3 3l18 18',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 16, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={['icon', className].filter(Boolean).join(' ')}
      data-icon={name}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
