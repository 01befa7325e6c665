/**
 * Junk: text that carries no information about a project — repeated characters ("aaaaaaa", "!!!!!!"),
 * keyboard mash and random tokens ("asdfghjkl", "x7Qk2pZ"), or long runs of words with no sentence
 * structure (keyword stuffing: "users problem feature subscription mobile …"). The interviewer reads a
 * conversation sentence by sentence and skips junk sentences, so junk never fills a field, never raises
 * the depth and never raises readiness, however long it is. Every test here is linear in the
 * sentence length: a 200 000-character paste costs one pass.
 */

/** Words that give a sentence its structure; a long sentence with none of them is a word list. */
const FUNCTION_WORDS = new Set(
  (
    'a an the is are was were be been am do does did to of in on at by for with from into about as and or but ' +
    'so if then than that this these those it its they them their we our us i my me you your he she his her ' +
    'who what when where which why how will would can could should must may might need needs want wants ' +
    'has have had not no yes there here all some any each every more most less very just also only too ' +
    'because since while after before until then over out up off'
  ).split(' '),
);

/** Sentences up to this many words may be fragments ("Hikers.", "Web and mobile."): terse answers are fine. */
const FRAGMENT_WORDS = 12;
/** Longer sentences need at least this share of function words to read as language. */
const MIN_FUNCTION_SHARE = 0.08;
/** More than this share of gibberish words makes a sentence junk. */
const MAX_GIBBERISH_SHARE = 0.3;

/** From this many words, a sentence made of few distinct words is a loop (stricter from `LONG_LOOP_WORDS`). */
const LOOP_WORDS = 8;
const LONG_LOOP_WORDS = 20;

const LETTERS = /^[a-z]+$/i;
const REPEATED_CHAR = /(.)\1{3,}/;
const CONSONANT_RUN = /[bcdfghjklmnpqrstvwxz]{5,}/i;
const VOWEL = /[aeiouy]/i;
const ACRONYM = /^[A-Z0-9]{2,6}s?$/;

/** Alternations between letters and digits: "x7Qk2pZ9" has many, "v2", "B2B" or "mp3" few. */
function countLetterDigitSwitches(word: string): number {
  let switches = 0;
  for (let i = 1; i < word.length; i++) {
    const a = /\d/.test(word.charAt(i - 1));
    const b = /\d/.test(word.charAt(i));
    if (a !== b) switches += 1;
  }
  return switches;
}

/**
 * A token that is no word: repeated characters, a vowel-less letter run, a long consonant cluster, or a
 * letter-digit jumble. Acronyms ("GDPR", "API", "iOS") and numbers ("$49", "2027") are words.
 * @example isGibberishWord('asdfghjkl') // true
 */
export function isGibberishWord(token: string): boolean {
  const word = token.replace(/^[^\p{L}\p{N}$€£]+|[^\p{L}\p{N}%]+$/gu, '');
  if (word === '') return false;
  if (REPEATED_CHAR.test(word)) return true;
  if (ACRONYM.test(word)) return false;
  if (word.length > 30 && !/[/.:]/.test(word)) return true;
  if (countLetterDigitSwitches(word) >= 3) return true;
  if (!LETTERS.test(word)) return false;
  if (word.length >= 4 && !VOWEL.test(word)) return true;
  // Mixed case inside a word beyond CamelCase names ("TrailMate"): "aZkLqP".
  if (/[a-z][A-Z][a-z]?[A-Z]/.test(word) && /[A-Z].*[A-Z].*[A-Z]/.test(word.slice(1))) return true;
  return CONSONANT_RUN.test(word.replace(/(?:tch|ght|ngth|nst|str|sch|chr|phr|thr)/gi, 'a'));
}

/**
 * Whether a sentence is junk: mostly gibberish words, or a long run of words with no function words.
 * @example isJunkSentence('We need a login page.') // false
 * @example isJunkSentence('aaaaaaaaaaaaaaaa') // true
 */
export function isJunkSentence(sentence: string): boolean {
  const tokens = sentence.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token));
  if (tokens.length === 0) return REPEATED_CHAR.test(sentence) || sentence.trim() !== '';
  const gibberish = tokens.filter(isGibberishWord).length;
  if (gibberish / tokens.length > MAX_GIBBERISH_SHARE) return true;
  // The same few words over and over ("should should should…", a paragraph pasted in a loop).
  const distinct = new Set(tokens.map((token) => token.toLowerCase())).size / tokens.length;
  if (tokens.length >= LOOP_WORDS && distinct < (tokens.length >= LONG_LOOP_WORDS ? 0.3 : 0.55)) return true;
  if (tokens.length <= FRAGMENT_WORDS) return false;
  const structured = tokens.filter((token) =>
    FUNCTION_WORDS.has(token.toLowerCase().replace(/[^a-z']/g, '')),
  ).length;
  return structured / tokens.length < MIN_FUNCTION_SHARE;
}
