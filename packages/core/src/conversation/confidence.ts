import { extractElements } from './extract-elements';
import type { CompletionConfidence, ExtractedElements, RoleMessage } from './schema';
import { getTopic, TOPIC_KEYS, type TopicKey } from './topics';

/**
 * Completion confidence, called readiness on the screen: one figure from what the interviewer extracted
 * (`toReadiness`), the four labels (`toConfidenceLabel`, the only mapping from number to
 * word), and the transcript reading of the analysis call. The spec's character-count formula is gone:
 * 200 000 characters of junk reached 100 % with it.
 */

/** Readiness at or above this means ready for a primer. */
export const READY_AT_CONFIDENCE = 60;

export const CONFIDENCE_LABELS = ['Exploring', 'Clarifying', 'Defining', 'Ready to Build'] as const;
export type ConfidenceLabel = (typeof CONFIDENCE_LABELS)[number];

/** Below 30 Exploring, 30–59 Clarifying, 60–79 Defining, 80+ Ready to Build. @example toConfidenceLabel(60) // 'Defining' */
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

/** The six topics the extraction covers: a topic counts only when the "What I'm Capturing" card shows it. */
export function listCapturedTopics(elements: ExtractedElements): TopicKey[] {
  const captured: Record<TopicKey, boolean> = {
    problem: elements.problem !== '',
    users: elements.users !== '',
    features: elements.features.length > 0,
    businessModel: elements.businessModel !== '',
    platform: elements.projectType !== '' || elements.constraints.length > 0,
    timeline: elements.timeline !== '',
  };
  return TOPIC_KEYS.filter((key) => captured[key]);
}

export type Readiness = CompletionConfidence & { label: ConfidenceLabel; coveredTopics: TopicKey[] };

/**
 * THE readiness figure ("one figure, computed once"): the share of the six topics (problem,
 * users, features, business model, platform and constraints, timeline) the extraction holds, rounded.
 * The conversational screen's bar, its label, the primer's "Primer completeness" line and the package's
 * requirements all show this number. Nothing else moves it: length, keywords and junk add nothing.
 * @example toReadiness(extractElements([])).confidence // 0
 */
export function toReadiness(elements: ExtractedElements, projectTitle = ''): Readiness {
  const covered = listCapturedTopics(elements);
  const confidence = Math.round((covered.length / TOPIC_KEYS.length) * 100);
  const missing = TOPIC_KEYS.filter((key) => !covered.includes(key)).map((key) => getTopic(key).label);
  const readyForPrimer = confidence >= READY_AT_CONFIDENCE;
  return {
    confidence,
    readyForPrimer,
    label: toConfidenceLabel(confidence),
    missingElements: missing,
    recommendation: toRecommendation(projectTitle, missing, readyForPrimer),
    coveredTopics: covered,
  };
}

/**
 * A "User: …" / "Charter: …" transcript as messages; a text with no role prefixes is one user message.
 * @example toTranscriptMessages('User: hi\nCharter: yo') // [{ role: 'user', content: 'hi' }, { role: 'charter', content: 'yo' }]
 */
export function toTranscriptMessages(conversationText: string): RoleMessage[] {
  const lines = conversationText.split('\n');
  if (!lines.some((line) => ROLE_LINE.test(line))) return [{ role: 'user', content: conversationText }];
  const messages: Array<{ role: string; content: string }> = [];
  for (const line of lines) {
    const role = ROLE_LINE.exec(line)?.[1]?.toLowerCase();
    if (role !== undefined) {
      const isUser = role === 'user' || role === 'you' || role === 'me';
      messages.push({ role: isUser ? 'user' : 'charter', content: line.replace(ROLE_LINE, '') });
    } else if (messages.length > 0) {
      const last = messages[messages.length - 1] as { role: string; content: string };
      last.content += `\n${line}`;
    }
  }
  return messages;
}

/**
 * `POST /api/primer/analyze-completion-confidence`: the readiness of a transcript, read exactly as the
 * interviewer reads the conversation.
 * @example analyzeCompletionConfidence('', 'Demo').readyForPrimer // false
 */
export function analyzeCompletionConfidence(conversationText: string, projectTitle: string): Readiness {
  return toReadiness(extractElements(toTranscriptMessages(conversationText)), projectTitle);
}

function toRecommendation(projectTitle: string, missing: readonly string[], ready: boolean): string {
  const name = projectTitle.trim() === '' ? 'your project' : projectTitle.trim();
  if (missing.length === 0) return `Charter has what it needs for ${name}: generate the primer.`;
  const list = missing.map((label) => label.toLowerCase()).join(', ');
  if (ready) return `Charter can generate a primer for ${name} now; adding ${list} will make it sharper.`;
  return `Tell Charter more about ${list} before generating a primer for ${name}.`;
}
