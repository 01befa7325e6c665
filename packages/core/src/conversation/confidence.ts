import type { CompletionConfidence } from './schema';
import { getTopic, listCoveredTopics, TOPIC_KEYS } from './topics';

/**
 * Completion confidence: the fallback formula of spec 000 §9 (used by the client when the analysis call
 * fails), the four labels of §4, and the server's deterministic analysis.
 */

/** Confidence at or above this means ready for a primer (spec 000 §9). */
export const READY_AT_CONFIDENCE = 60;
/** One point per this many user characters. */
export const CHARS_PER_POINT = 50;
/** Added once when the user speaks about themselves, once when they name a feature. */
export const WORD_BONUS = 20;

/**
 * Personal words: the user talking about themselves or their team, a sign the idea is theirs and real.
 * Whole words, case-insensitive; "I" counts in any case because chat users often type "i".
 */
export const PERSONAL_WORDS = ['i', "i'm", "i've", 'me', 'my', 'mine', 'myself', 'we', "we're", 'our', 'us'];

/**
 * Feature words: the user naming something the software does or is. Whole words, case-insensitive, with
 * an optional plural "s" ("features", "apps"), so "apple" or "approach" do not count.
 */
export const FEATURE_WORDS = [
  'feature',
  'function',
  'functionality',
  'build',
  'building',
  'app',
  'application',
  'tool',
  'dashboard',
  'login',
  'signup',
  'upload',
  'search',
  'notification',
  'integration',
  'integrate',
  'workflow',
  'report',
  'should',
  'need',
];

// Apostrophes in "I'm" need an explicit non-word boundary after them; (?![\w']) does that for every word.
const PERSONAL = new RegExp(`(?<![\\w'])(?:${PERSONAL_WORDS.join('|')})(?![\\w'])`, 'i');
const FEATURE = new RegExp(`\\b(?:${FEATURE_WORDS.join('|')})s?\\b`, 'i');

export type FallbackConfidence = { confidence: number; readyForPrimer: boolean };

/**
 * Spec 000 §9, exactly: min(100, floor(total user characters / 50) + 20 if a personal word + 20 if a
 * feature word); ready at 60 or more. Characters are counted as typed (no trimming). The division is floored
 * so the score is an integer and never rounds up into the next band.
 * @example toFallbackConfidence(['I need a booking app']) // { confidence: 40, readyForPrimer: false }
 */
export function toFallbackConfidence(userMessages: readonly string[]): FallbackConfidence {
  const characters = userMessages.reduce((sum, message) => sum + message.length, 0);
  const personal = userMessages.some((message) => PERSONAL.test(message)) ? WORD_BONUS : 0;
  const feature = userMessages.some((message) => FEATURE.test(message)) ? WORD_BONUS : 0;
  const confidence = Math.min(100, Math.floor(characters / CHARS_PER_POINT) + personal + feature);
  return { confidence, readyForPrimer: confidence >= READY_AT_CONFIDENCE };
}

export const CONFIDENCE_LABELS = ['Exploring', 'Clarifying', 'Defining', 'Ready to Build'] as const;
export type ConfidenceLabel = (typeof CONFIDENCE_LABELS)[number];

/** Spec 000 §4: below 30 Exploring, 30–59 Clarifying, 60–79 Defining, 80+ Ready to Build. @example toConfidenceLabel(60) // 'Defining' */
export function toConfidenceLabel(confidence: number): ConfidenceLabel {
  if (confidence >= 80) return 'Ready to Build';
  if (confidence >= 60) return 'Defining';
  if (confidence >= 30) return 'Clarifying';
  return 'Exploring';
}

// "User: ..." / "Charter: ..." transcripts: only the user's lines are evidence about the project.
const ROLE_LINE = /^\s*(user|you|me|charter|assistant|ai)\s*:\s?/i;

/** The user's lines of a transcript; the whole text when it has no role prefixes. @example toUserTranscript('User: hi\nCharter: yo') // 'hi' */
export function toUserTranscript(conversationText: string): string {
  const lines = conversationText.split('\n');
  if (!lines.some((line) => ROLE_LINE.test(line))) return conversationText;
  const kept: string[] = [];
  let speakerIsUser = false;
  for (const line of lines) {
    const role = ROLE_LINE.exec(line)?.[1]?.toLowerCase();
    if (role !== undefined) speakerIsUser = role === 'user' || role === 'you' || role === 'me';
    if (speakerIsUser) kept.push(line.replace(ROLE_LINE, ''));
  }
  return kept.join('\n');
}

/**
 * The server's analysis: which of the six topics (problem, users, features, business model, platform and
 * constraints, timeline) the user's words cover. confidence = round(coverage × 0.6 + fallback × 0.4), where
 * coverage = covered topics / 6 × 100 and fallback = `toFallbackConfidence` of the user's text: coverage
 * weighs more because a long ramble about one topic should not look ready. Ready at 60, as in §9.
 * @example analyzeCompletionConfidence('', 'Demo').readyForPrimer // false
 */
export function analyzeCompletionConfidence(
  conversationText: string,
  projectTitle: string,
): CompletionConfidence {
  const userText = toUserTranscript(conversationText);
  const covered = new Set(listCoveredTopics(userText));
  const coverage = (covered.size / TOPIC_KEYS.length) * 100;
  const fallback = toFallbackConfidence(userText.trim() === '' ? [] : [userText]).confidence;
  const confidence = Math.min(100, Math.round(coverage * 0.6 + fallback * 0.4));
  const missing = TOPIC_KEYS.filter((key) => !covered.has(key)).map((key) => getTopic(key).label);
  const readyForPrimer = confidence >= READY_AT_CONFIDENCE;
  return {
    confidence,
    readyForPrimer,
    missingElements: missing,
    recommendation: toRecommendation(projectTitle, missing, readyForPrimer),
  };
}

function toRecommendation(projectTitle: string, missing: readonly string[], ready: boolean): string {
  const name = projectTitle.trim() === '' ? 'your project' : projectTitle.trim();
  if (missing.length === 0) return `Charter has what it needs for ${name}: generate the primer.`;
  const list = missing.map((label) => label.toLowerCase()).join(', ');
  if (ready) return `Charter can generate a primer for ${name} now; adding ${list} will make it sharper.`;
  return `Tell Charter more about ${list} before generating a primer for ${name}.`;
}
