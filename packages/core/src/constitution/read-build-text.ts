import type { TextFact } from './read-dependency-text';
import { NUMBER_SOURCE, toEvidence, toMilliseconds, UNIT_SOURCE } from './read-quantities';

const DURATION = `${NUMBER_SOURCE}\\s*-?\\s*${UNIT_SOURCE}\\b`;

// "build takes 90 seconds", "build time of 2 minutes", "builds now run in 75 s", "build time from 40 s to 90 s".
// A unit is required: "build 3 pages" is not a duration.
const AFTER_RE = new RegExp(
  `\\bbuilds?(?:\\s+(?:time|times|duration|step|process))?\\s+` +
    `(?:now\\s+|currently\\s+|will\\s+|would\\s+|could\\s+|may\\s+|might\\s+|then\\s+)?` +
    `(?:takes?|took|taking|lasts?|runs?\\s+(?:for|in)|finish(?:es)?\\s+in|completes?\\s+in|is|of|at|(?:(?:goes(?:\\s+up)?|grows?|increases?|rises?|jumps?|climbs?|drops?|falls?)\\s+)?(?:to|from\\s+${NUMBER_SOURCE}\\s*(?:${UNIT_SOURCE}\\b)?\\s+to))\\s+` +
    `(?:about\\s+|around\\s+|roughly\\s+|over\\s+|nearly\\s+|~)?${DURATION}`,
  'g',
);
// "a 90 s build", "a 2-minute build", "takes 90 seconds to build".
const BEFORE_RE = new RegExp(`${DURATION}(?:[\\s-]+(?:long\\s+)?builds?\\b|\\s+to\\s+build\\b)`, 'g');

/**
 * The longest build duration (s) a text states, if any.
 * @example readBuildText('the build takes 90 seconds')?.value; // 90
 */
export function readBuildText(text: string): TextFact<number> | null {
  let best: TextFact<number> | null = null;
  for (const m of text.matchAll(AFTER_RE)) {
    // Groups: 1–2 the "from" value, 3 the value, 4 its unit.
    const seconds = toMilliseconds(Number(m[3]), m[4], 's') / 1000;
    if (best === null || seconds > best.value) best = { value: seconds, evidence: toEvidence(m[0]) };
  }
  for (const m of text.matchAll(BEFORE_RE)) {
    const seconds = toMilliseconds(Number(m[1]), m[2], 's') / 1000;
    if (best === null || seconds > best.value) best = { value: seconds, evidence: toEvidence(m[0]) };
  }
  return best;
}
