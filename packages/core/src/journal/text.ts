/**
 * The Hash Journal's text rules, shared by the server (what it stores with an entry) and the
 * console (the editor's live word count and tag badges): one source of truth.
 */

/** Words a day is measured against; the progress bar stops at 100%. */
export const DAILY_WORD_GOAL = 500;
/** The longest entry, in characters. */
export const JOURNAL_ENTRY_MAX_CHARS = 20_000;
/** How many entries one person keeps; past it, creating answers 409. */
export const JOURNAL_ENTRY_LIMIT = 5_000;
/** The longest tag kept; a longer run of tag characters is cut there. */
export const HASHTAG_MAX_LENGTH = 50;

/**
 * Words in a text: runs of non-space characters holding at least one letter or digit, so a lone "—" or "-"
 * does not count and "#tag" does.
 * @example countEntryWords('Shipped the #auth fix — finally') // 5
 */
export function countEntryWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/u)) if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  return count;
}

/** Fenced code blocks, inline code spans and URLs: a `#` inside them is not a tag. */
const NOT_PROSE = [
  /```[\s\S]*?(?:```|$)/gu,
  /~~~[\s\S]*?(?:~~~|$)/gu,
  /(`+)[^`]*?\1/gu,
  /\b[a-z][a-z0-9+.-]*:\/\/\S*/giu,
  /\bwww\.\S*/giu,
];

/**
 * `#word` at the start of the text or after a character that cannot be part of a word or path (so `C#`,
 * `a#b`, `page#top` and `&#39;` are not tags). The tag is letters, digits, `-` and `_`, and holds a letter
 * (`#42` names an issue, not a topic).
 */
const HASHTAG = /(?<![\p{L}\p{N}_&/#=?.-])#([\p{L}\p{N}][\p{L}\p{N}_-]*)/gu;

/**
 * The hashtags of a text, lowercase, each once, in order of first appearance.
 * @example extractHashtags('Fixed #Auth, see https://x.dev/#auth and `#notatag`; #auth again #ci-cd')
 * // ['auth', 'ci-cd']
 */
export function extractHashtags(text: string): string[] {
  let prose = text;
  for (const pattern of NOT_PROSE) prose = prose.replace(pattern, ' ');
  const tags: string[] = [];
  for (const match of prose.matchAll(HASHTAG)) {
    const tag = match[1]!
      .slice(0, HASHTAG_MAX_LENGTH)
      .replace(/[-_]+$/u, '')
      .toLowerCase();
    if (!/\p{L}/u.test(tag) || tags.includes(tag)) continue;
    tags.push(tag);
  }
  return tags;
}

/** Today's words against the goal, as a percentage capped at 100. */
export function goalPercent(words: number, goal = DAILY_WORD_GOAL): number {
  if (goal <= 0) return 100;
  return Math.min(100, Math.max(0, (words / goal) * 100));
}
