import type { BestPractice } from '../../src/catalogue/schema';

/** The matching the generated pattern rules promise: any anyOf phrase present and no noneOf phrase present. */
export function detects(practice: BestPractice, text: string): boolean {
  const haystack = text.toLowerCase().replace(/\s+/g, ' ');
  return (
    practice.detection.anyOf.some((phrase) => haystack.includes(phrase)) &&
    !practice.detection.noneOf.some((phrase) => haystack.includes(phrase))
  );
}
