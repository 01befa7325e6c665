/**
 * Numbers and durations in the words agents write. Shared by the text readers of `extract-facts.ts`.
 * Every pattern is compiled once at module load and has only bounded or non-nested repetition, so a
 * 5,000-character description is read in linear time.
 */

/** Descriptions and proposed actions are at most 5,000 characters each (DecisionSchema). */
export const MAX_TEXT_CHARS = 5_000;

/** A time unit, longest spellings first; callers follow it with `\b`. */
export const UNIT_SOURCE = '(milliseconds?|millis|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h)';

/**
 * A decimal number (thousands separators are removed first by `toReadableText`). It starts only where a
 * run of digits starts: without the lookbehind a long digit run is retried from every position (quadratic).
 */
export const NUMBER_SOURCE = '(?<![\\d.])(\\d+(?:\\.\\d+)?)';

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNIT_WORDS = 'one|two|three|four|five|six|seven|eight|nine';
const COMPOUND_WORD_RE = new RegExp(`\\b(${Object.keys(TENS).join('|')})[\\s-](${UNIT_WORDS})\\b`, 'g');
const SINGLE_WORD_RE = new RegExp(`\\b(${[...Object.keys(UNITS), ...Object.keys(TENS)].join('|')})\\b`, 'g');
// "1,500" and "25_000" → "1500" and "25000"; "1, 2" and "v1,20" stay as they are.
const THOUSANDS_RE = /(\d)[,_](?=\d{3}\b)/g;
const SPACE_RE = /\s+/g;

/**
 * Lower-case text with single spaces, no thousands separators and number words as digits.
 * @example toReadableText('Raise the timeout to Thirty seconds, or 1,500 ms'); // 'raise the timeout to 30 seconds, or 1500 ms'
 */
export function toReadableText(text: string): string {
  return text
    .toLowerCase()
    .replace(SPACE_RE, ' ')
    .replace(THOUSANDS_RE, '$1')
    .replace(COMPOUND_WORD_RE, (_, tens: string, unit: string) =>
      String((TENS[tens] ?? 0) + (UNITS[unit] ?? 0)),
    )
    .replace(SINGLE_WORD_RE, (word: string) => String(UNITS[word] ?? TENS[word] ?? word));
}

/** How a number without a unit is read. `auto`: below 100 it is seconds, else milliseconds. */
export type BareNumberReading = 'ms' | 's' | 'auto';

// A settings form never accepts an API timeout under 100 ms (ProjectSettingsSchema), so a bare "30" is
// far likelier to mean 30 s than 30 ms; a bare "25000" is milliseconds, as fetch and axios take it.
const AUTO_SECONDS_BELOW = 100;

/**
 * A duration in milliseconds from a number and an optional unit word.
 * @example toMilliseconds(2.5, 's'); // 2500
 */
export function toMilliseconds(
  value: number,
  unit: string | undefined,
  bare: BareNumberReading = 'auto',
): number {
  const u = unit ?? '';
  if (u.startsWith('mil') || u.startsWith('ms') || u.startsWith('msec')) return Math.round(value);
  if (u.startsWith('s')) return Math.round(value * 1000);
  if (u.startsWith('m')) return Math.round(value * 60_000);
  if (u.startsWith('h')) return Math.round(value * 3_600_000);
  if (bare === 'ms') return Math.round(value);
  if (bare === 's') return Math.round(value * 1000);
  return Math.round(value < AUTO_SECONDS_BELOW ? value * 1000 : value);
}

const DURATION_STRING_RE = new RegExp(`^\\s*${NUMBER_SOURCE}\\s*${UNIT_SOURCE}?\\s*$`);

/**
 * A duration in milliseconds from a metadata string such as "30s", "2.5 seconds" or "1,500 ms".
 * @example toMillisecondsFromString('1 minute'); // 60000
 */
export function toMillisecondsFromString(text: string, bare: BareNumberReading = 'auto'): number | null {
  const match = DURATION_STRING_RE.exec(toReadableText(text.slice(0, 100)));
  if (match === null) return null;
  return toMilliseconds(Number(match[1]), match[2], bare);
}

/**
 * A non-negative count from a metadata value: a number, or a numeric string such as "1,500".
 * @example toCount('45'); // 45
 */
export function toCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
  if (typeof value !== 'string') return null;
  const digits = toReadableText(value.slice(0, 50)).trim();
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/**
 * A short quote of `text` around a match, for a violation's evidence.
 * @example toEvidence('install 75 packages'); // 'text: "install 75 packages"'
 */
export function toEvidence(snippet: string): string {
  const trimmed = snippet.trim();
  return `text: "${trimmed.length > 80 ? `${trimmed.slice(0, 77)}...` : trimmed}"`;
}
