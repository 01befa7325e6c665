import { toConversationDepth, toDepthFromHistory } from './depth';
import { extractElements } from './extract-elements';
import { detectFrustration } from './frustration';
import { toProjectContext } from './project-context';
import type { ExtractedElements, ProjectContext, RoleMessage } from './schema';
import { toSentences, toShort } from './text';
import { listCoveredTopics, TOPICS, type Topic, type TopicKey } from './topics';

/**
 * The deterministic interviewer of the conversational primer (issue 4 §3). Each turn, in this order:
 * react to frustration (and stop asking), acknowledge newly uploaded files, reflect back what it has in
 * one sentence, then ask ONE question about the first missing topic — or, when nothing is missing, say it
 * is ready and point at Generate. A topic counts as answered when the user's words (or their files) cover
 * it, or when its question was already asked: whatever the user said next was their answer, and asking
 * again is the loop users hate most.
 */

export type SocraticInput = {
  message: string;
  conversationHistory: readonly RoleMessage[];
  projectContext?: ProjectContext | undefined;
  uploadedFiles?: ReadonlyArray<{ readonly name: string; readonly content: string }> | undefined;
};

export type SocraticReply = {
  response: string;
  extractedElements: ExtractedElements;
  projectContext: ProjectContext;
  conversationDepth: number;
  detectedFrustration: boolean;
};

const MIN_KEY_POINT_WORDS = 5;

/** The first informative sentence of a document: at least five words, headings' `#` removed. */
function toKeyPoint(content: string): string {
  const sentences = toSentences(content).map((sentence) => sentence.replace(/^#+\s*/, ''));
  const point =
    sentences.find((sentence) => sentence.split(/\s+/).length >= MIN_KEY_POINT_WORDS) ?? sentences[0];
  return point === undefined ? '' : toShort(point, 140);
}

function toFileNote(files: ReadonlyArray<{ name: string; content: string }>): string {
  return files
    .map((file) => {
      const point = toKeyPoint(file.content);
      return point === ''
        ? `I opened ${file.name}, but it has no text I could read.`
        : `I read ${file.name}: ${quote(point, 140)}.`;
    })
    .join(' ');
}

/** A quote without its closing punctuation, so the sentence around it ends once. */
function quote(text: string, max: number): string {
  return `“${toShort(text, max).replace(/[.!?]+$/, '')}”`;
}

/** "a mobile app", "an API / backend service", "a SaaS web app": acronyms keep their case. */
function withArticle(type: string): string {
  const noun = /^[A-Z][a-z]/.test(type) ? type.charAt(0).toLowerCase() + type.slice(1) : type;
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** One sentence of what the interviewer has captured; '' when nothing yet. */
function toReflection(elements: ExtractedElements, context: ProjectContext): string {
  const parts: string[] = [];
  const problem = context.currentChallenges[0];
  if (problem !== undefined) parts.push(`the problem is ${quote(problem, 90)}`);
  if (elements.projectType !== '') parts.push(`it is ${withArticle(elements.projectType)}`);
  if (elements.features.length > 0) parts.push(`it should ${elements.features.slice(0, 3).join(', ')}`);
  if (elements.businessModel !== '') parts.push(`it earns through ${quote(elements.businessModel, 80)}`);
  if (elements.timeline !== '') parts.push(`the timeline is ${elements.timeline}`);
  const constraints = elements.constraints.length;
  if (constraints > 0) parts.push(`${constraints} constraint${constraints === 1 ? '' : 's'} noted`);
  return parts.length === 0 ? '' : `So far I understand that ${parts.join('; ')}.`;
}

/** Topics whose question Charter already asked in an earlier turn. */
function listAskedTopics(history: readonly RoleMessage[]): TopicKey[] {
  const replies = history.filter((message) => message.role !== 'user').map((message) => message.content);
  return TOPICS.filter((topic) => replies.some((reply) => reply.includes(topic.question))).map(
    (topic) => topic.key,
  );
}

const READY =
  'I have what I need: the problem, the users, the core features, the business model, the platform and the timeline. ' +
  'Press Generate to create your primer, or tell me anything else the agent should know.';

/** Every question asked: ready, but honest about answers it could not recognise. */
function toDoneNote(unclear: readonly Topic[]): string {
  if (unclear.length === 0) return READY;
  const labels = unclear.map((topic) => topic.label.toLowerCase()).join(', ');
  return (
    `I have asked everything I wanted to ask, though I did not catch a clear answer about ${labels}. ` +
    'Add a sentence on that if you can, or press Generate and fill it in on the primer.'
  );
}

/**
 * One interviewer turn: the reply, what was extracted, the updated context and the depth after this turn.
 * @example toSocraticReply({ message: 'Hi', conversationHistory: [] }).response
 * // 'Thanks. What problem are you solving, and what does it cost the people who have it today?'
 */
export function toSocraticReply(input: SocraticInput): SocraticReply {
  const history = [...input.conversationHistory];
  // Some clients append the message to the history before sending; count it once.
  const last = history.at(-1);
  if (last?.role === 'user' && last.content === input.message) history.pop();
  const userMessages: RoleMessage[] = [...history, { role: 'user', content: input.message }];
  const files = input.uploadedFiles ?? [];
  const evidence: RoleMessage[] = [
    ...userMessages,
    ...files.map((file) => ({ role: 'user', content: file.content })),
  ];

  const extractedElements = extractElements(evidence);
  const projectContext = toProjectContext(userMessages, input.projectContext);
  const detectedFrustration = detectFrustration(input.message);
  const userText = evidence
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n');
  const covered = new Set<TopicKey>(listCoveredTopics(userText));
  const answered = new Set<TopicKey>([...covered, ...listAskedTopics(history)]);
  const next = TOPICS.find((topic) => !answered.has(topic.key));

  const earlier = history.filter((message) => message.role !== 'user').map((message) => message.content);
  const newFiles = files.filter((file) => !earlier.some((reply) => reply.includes(file.name)));
  const reflection = toReflection(extractedElements, projectContext);

  const parts: string[] = [];
  if (detectedFrustration) {
    parts.push('I hear you, and I’m sorry this is taking longer than it should.');
    if (reflection !== '') parts.push(reflection);
    parts.push(
      'You can press Generate now and I’ll build the primer from what we have, or switch to the form and fill in the rest directly. ' +
        'If you’d rather keep talking, tell me whatever matters most to you and I’ll follow your lead.',
    );
  } else {
    if (newFiles.length > 0) parts.push(toFileNote(newFiles));
    parts.push(reflection === '' ? 'Thanks.' : reflection);
    parts.push(
      next === undefined ? toDoneNote(TOPICS.filter((topic) => !covered.has(topic.key))) : next.question,
    );
  }
  const response = parts.join(' ');
  const conversationDepth = toConversationDepth(toDepthFromHistory(history), input.message, response);
  return { response, extractedElements, projectContext, conversationDepth, detectedFrustration };
}
