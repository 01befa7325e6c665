import type { ExtractedElements, RoleMessage } from './schema';
import { mergeUnique, toSentences, toShort, toUserTexts } from './text';
import { getTopic } from './topics';

/**
 * What the interviewer has heard so far, read from the USER's messages only (the interviewer's own
 * questions mention every topic and would otherwise count as answers). Each element is a short quote or
 * phrase from the user, never an invention: the primer must say what the user said.
 */

/** Project types by the platform words that reveal them; the first rule that matches wins. */
const PROJECT_TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:chrome|browser|firefox|vs ?code) (?:extension|plugin)\b/i, 'Browser extension'],
  [/\b(?:ios|android|iphone|ipad|mobile|react native|flutter)\b/i, 'Mobile app'],
  [/\bmarketplace\b/i, 'Marketplace'],
  [/\b(?:e-?commerce|online store|online shop|shopify)\b/i, 'E-commerce store'],
  [/\bsaas\b/i, 'SaaS web app'],
  [/\b(?:cli|command[- ]line|terminal tool)\b/i, 'Command-line tool'],
  [/\b(?:api|backend|microservices?|webhooks?)\b/i, 'API / backend service'],
  [/\b(?:desktop|electron|windows app|mac app)\b/i, 'Desktop app'],
  [/\b(?:web ?app|website|web|browser|portal|landing page)\b/i, 'Web app'],
];

// A capability the user wants: the verb phrase after "should/must/needs to/be able to/feature(s)".
const FEATURE_PHRASE =
  /\b(?:should|must|needs? to|has to|have to|be able to|lets? (?:users?|people|them|you|me)|allows? (?:users?|people|them|you|me) to|features?(?: are| is| include|:)?)\s+(?!not\b|be\b|feel\b|look\b)([^.!?\n;]{3,160})/gi;
const FOUNDER_SUBJECT = /\b(?:i|we|i'll|we'll|i really|we really)\s+$/i;
const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+(.{3,160})$/;
const ITEM_SEPARATOR = /,\s*(?:and\s+)?|\s+and\s+/;

/** Sentences that limit the agent: prohibitions, money, dates, "only", compliance, brand rules. */
const CONSTRAINT =
  /\b(?:must not|mustn't|can't|cannot|can not|shouldn't|should not|never|limit(?:ed)?|budget|deadline|only|no more than|at most|without|complian|gdpr|hipaa|soc ?2|wcag|accessib|brand|colou?rs?|fonts?|typography|style guide)\b/i;

const TIMELINE_PHRASES: readonly RegExp[] = [
  // "a month" alone is usually a price ("$8 a month"); it is a duration only after "in", "within"...
  /\b(?:in|within|by|before|over|for|about|next) (?:a|one|a few|a couple of)\s+(?:days?|weeks?|months?|quarters?|years?)\b/i,
  /\b(?:(?:in|within|by|before|over|for|about) )?(?:\d+|two|three|four|five|six|eight|ten|twelve)\s+(?:days?|weeks?|months?|quarters?|years?)\b/i,
  /\b(?:by|before|in|until|for) (?:the )?(?:end of (?:the )?(?:week|month|quarter|year)|next (?:week|month|quarter|year)|(?:january|february|march|april|may|june|july|august|september|october|november|december)(?: \d{4})?|q[1-4](?: \d{4})?|20\d\d)\b/i,
  /\bq[1-4](?: 20\d\d)?\b/i,
  /\b20\d\d-\d\d-\d\d\b/,
  /\basap\b/i,
];

/**
 * The project type named by the platform word mentioned FIRST: "an internal API that syncs with Shopify"
 * is an API, "a mobile app with an API" is a mobile app. Ties go to the earlier rule.
 * @example toPlatformProjectType('an iOS app') // 'Mobile app'
 */
export function toPlatformProjectType(text: string): string {
  let best = '';
  let bestIndex = Number.POSITIVE_INFINITY;
  for (const [pattern, type] of PROJECT_TYPES) {
    const index = text.search(pattern);
    if (index >= 0 && index < bestIndex) {
      best = type;
      bestIndex = index;
    }
  }
  return best;
}

function cleanItem(item: string): string {
  return toShort(item.trim().replace(/[\s,:;-]+$/, ''), 120);
}

function listFeatures(sentences: readonly string[]): string[] {
  const features: string[] = [];
  for (const sentence of sentences) {
    const item = LIST_ITEM.exec(sentence)?.[1];
    if (item !== undefined) {
      if (!CONSTRAINT.test(item)) features.push(cleanItem(item));
      continue;
    }
    if (CONSTRAINT.test(sentence)) continue;
    for (const match of sentence.matchAll(FEATURE_PHRASE)) {
      // "We need to launch by March" is the founder's task, not something the product does.
      if (FOUNDER_SUBJECT.test(sentence.slice(Math.max(0, match.index - 12), match.index))) continue;
      for (const part of (match[1] ?? '').split(ITEM_SEPARATOR)) {
        if (part.trim().length >= 3) features.push(cleanItem(part));
      }
    }
  }
  return mergeUnique([], features);
}

function findTimeline(texts: readonly string[]): string {
  for (const text of texts) {
    for (const pattern of TIMELINE_PHRASES) {
      const found = pattern.exec(text)?.[0];
      if (found !== undefined) return found;
    }
  }
  return '';
}

/**
 * The elements of spec 000 §3 from the user's messages: project type from platform words, features from
 * "should/must/needs to/feature" phrases and list items, constraints from limiting sentences, the business
 * model's sentence, and the first date or duration.
 * @example extractElements([{ role: 'user', content: 'A web app that should send reminders. $9 a month.' }])
 * // { projectType: 'Web app', features: ['send reminders'], constraints: [], businessModel: '$9 a month.', timeline: '' }
 */
export function extractElements(messages: readonly RoleMessage[]): ExtractedElements {
  const texts = toUserTexts(messages);
  const sentences = texts.flatMap(toSentences);
  const pricing = getTopic('businessModel').pattern;
  return {
    projectType: toPlatformProjectType(texts.join('\n')),
    features: listFeatures(sentences),
    constraints: mergeUnique(
      [],
      sentences.filter((sentence) => CONSTRAINT.test(sentence)).map((sentence) => toShort(sentence)),
    ),
    businessModel: toShort(sentences.find((sentence) => pricing.test(sentence)) ?? ''),
    timeline: findTimeline(texts),
  };
}
