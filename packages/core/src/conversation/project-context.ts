import { toReadiness } from './confidence';
import { extractElements } from './extract-elements';
import { detectFrustration } from './frustration';
import { isJunkSentence } from './junk';
import type { ProjectContext, RoleMessage } from './schema';
import { mergeUnique, toSentences, toShort, toUserTexts } from './text';
import { getTopic } from './topics';

/**
 * The interviewer's picture of the user and their project (`projectContext`), rebuilt from the
 * user's messages on every turn. With a `previous` context, lists accumulate and blank fields keep what was
 * known before, so a session restored from storage never forgets.
 */

const GOAL =
  /\b(?:i want to|i'?m building|we'?re building|i'?d like to|we want to|we'?d like to|build(?:ing)? an?|goal|the idea is|aim|vision|create an?|make an?|launch an?)\b/i;
const MARKET = /\b(?:market|industry|competitors?|startup|company|business|customers?|clients?)\b/i;
const TECH =
  /\b(?:react|vue|angular|svelte|next\.?js|node(?:\.?js)?|typescript|javascript|python|django|flask|rails|ruby|java|kotlin|swift|flutter|postgres(?:ql)?|mysql|sqlite|mongo(?:db)?|redis|aws|azure|gcp|firebase|supabase|docker|kubernetes|graphql|tailwind|stripe|vercel|serverless)\b/gi;
const DECISION =
  /\b(?:we decided|i decided|decided to|we chose|i chose|we'?re using|we use|we'll use|i'?m using|i use|going with|already (?:have|built|use)|we picked|settled on|stick with)\b/i;
const DESIGN =
  /\b(?:brand|logo|colou?rs?|typography|fonts?|visual|look and feel|aesthetic|figma|style guide|design system)\b/i;

const BRIEF_AVERAGE_CHARS = 80;
const DETAILED_AVERAGE_CHARS = 400;

/** The blank context a conversation starts from. @example EMPTY_PROJECT_CONTEXT.confidenceLevel // 0 */
export const EMPTY_PROJECT_CONTEXT: ProjectContext = {
  projectGoals: '',
  businessContext: '',
  technicalPreferences: '',
  communicationStyle: '',
  previousDecisions: [],
  currentChallenges: [],
  userPersonality: '',
  confidenceLevel: 0,
};

function toCommunicationStyle(texts: readonly string[]): string {
  if (texts.length === 0) return '';
  const average = texts.reduce((sum, text) => sum + text.length, 0) / texts.length;
  if (average <= BRIEF_AVERAGE_CHARS) return 'brief: short answers, prefers direct questions';
  if (average >= DETAILED_AVERAGE_CHARS) return 'detailed: writes at length, give them room';
  return 'conversational: a few sentences at a time';
}

function toPersonality(texts: readonly string[], techCount: number): string {
  if (texts.length === 0) return '';
  const all = texts.join('\n');
  const traits: string[] = [];
  // Only recent messages: a user who was annoyed ten turns ago and is calm now is not frustrated.
  if (texts.slice(-2).some(detectFrustration)) traits.push('frustrated: wants progress, not more questions');
  if (techCount >= 2) traits.push('technical');
  if (DESIGN.test(all)) traits.push('design-minded');
  if (getTopic('businessModel').pattern.test(all) || MARKET.test(all)) traits.push('business-focused');
  return traits.length === 0 ? 'exploratory' : traits.join(', ');
}

/**
 * Builds the project context from the user's messages, merged over `previous`.
 * @example toProjectContext([{ role: 'user', content: "I'm building a React app for tutors." }]).technicalPreferences
 * // 'React'
 */
export function toProjectContext(
  messages: readonly RoleMessage[],
  previous: ProjectContext = EMPTY_PROJECT_CONTEXT,
): ProjectContext {
  const texts = toUserTexts(messages);
  const sentences = texts.flatMap(toSentences).filter((sentence) => !isJunkSentence(sentence));
  const tech = mergeUnique(
    [],
    texts.flatMap((text) => [...text.matchAll(TECH)].map((match) => match[0])),
  );
  const pricing = getTopic('businessModel').pattern;
  const problem = getTopic('problem').pattern;
  const goal = sentences.find((sentence) => GOAL.test(sentence)) ?? sentences[0] ?? '';
  // The pricing sentence says most about the business; a market sentence is the next best thing.
  const business =
    sentences.find((sentence) => pricing.test(sentence)) ??
    sentences.find((sentence) => MARKET.test(sentence)) ??
    '';
  return {
    projectGoals: toShort(goal) || previous.projectGoals,
    businessContext: toShort(business) || previous.businessContext,
    technicalPreferences: tech.join(', ') || previous.technicalPreferences,
    communicationStyle: toCommunicationStyle(texts) || previous.communicationStyle,
    previousDecisions: mergeUnique(
      previous.previousDecisions,
      sentences.filter((sentence) => DECISION.test(sentence)).map((sentence) => toShort(sentence)),
    ),
    currentChallenges: mergeUnique(
      previous.currentChallenges,
      sentences.filter((sentence) => problem.test(sentence)).map((sentence) => toShort(sentence)),
    ),
    userPersonality: toPersonality(texts, tech.length) || previous.userPersonality,
    // The one readiness figure, so the context never shows a second, different confidence.
    confidenceLevel:
      texts.length === 0 ? previous.confidenceLevel : toReadiness(extractElements(messages)).confidence,
  };
}
