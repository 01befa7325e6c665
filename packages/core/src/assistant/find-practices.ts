import type { BestPractice } from '../catalogue/schema';

const STOP = new Set(
  'how should do can would to i we you our my the a an is are what whats best practice practices for on of in with and or any advice guidance handle handling keep make right way good use using tips it this that be'.split(
    ' ',
  ),
);

/** "retries" → "retry", "timeouts" → "timeout", "handling" → "handl": enough to match catalogue words. */
function toStem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function toStems(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP.has(word))
    .map(toStem);
}

/**
 * The catalogue's practices that best answer a question, best first (title, id and tags count most).
 * @example findPractices('How should I handle retries?', BEST_PRACTICES)[0]?.id; // 'retry-with-backoff-and-jitter'
 */
export function findPractices(
  question: string,
  practices: readonly BestPractice[],
  limit = 2,
): BestPractice[] {
  const words = [...new Set(toStems(question))];
  if (words.length === 0) return [];
  const scored = practices.map((practice, order) => {
    const strong = new Set(toStems(`${practice.title} ${practice.id} ${practice.tags.join(' ')}`));
    const weak = new Set(toStems(`${practice.description} ${practice.problemPattern}`));
    let score = 0;
    for (const word of words) score += strong.has(word) ? 3 : weak.has(word) ? 1 : 0;
    return { practice, score, order };
  });
  const best = scored.filter((s) => s.score >= 3).sort((a, b) => b.score - a.score || a.order - b.order);
  return best.slice(0, limit).map((s) => s.practice);
}
