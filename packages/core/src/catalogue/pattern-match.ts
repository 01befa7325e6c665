import { PATTERNS } from './patterns';
import type { Pattern } from './schema';

export interface PatternMatch {
  pattern: Pattern;
  /** Sum of the matched keywords' word counts: a two-word phrase is stronger evidence than one word. */
  score: number;
  matched: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Word-boundary aware: "pool" matches "a pool of" but not "spool"; works for keywords with spaces or dashes.
function containsKeyword(text: string, keyword: string): boolean {
  const body = keyword.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`).test(text);
}

/**
 * The patterns whose keywords appear in a text, best first (ties keep catalogue order).
 * e.g. `matchPatterns('login with HttpOnly session cookies')[0].pattern.id` → `'server-sessions-httponly-cookies'`
 */
export function matchPatterns(text: string, patterns: readonly Pattern[] = PATTERNS): PatternMatch[] {
  const haystack = text.toLowerCase();
  return patterns
    .map((pattern) => {
      const matched = pattern.keywords.filter((keyword) => containsKeyword(haystack, keyword.toLowerCase()));
      const score = matched.reduce((sum, keyword) => sum + keyword.trim().split(/\s+/).length, 0);
      return { pattern, score, matched };
    })
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score);
}
