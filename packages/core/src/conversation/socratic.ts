import { listCapturedTopics } from './confidence';
import { toConversationDepth } from './depth';
import { extractElements } from './extract-elements';
import { detectFrustration } from './frustration';
import { isJunkSentence } from './junk';
import { toProjectContext } from './project-context';
import type { ExtractedElements, ProjectContext, RoleMessage } from './schema';
import { toSentences, toShort } from './text';
import { NAME_QUESTION, TOPICS, type Topic, type TopicKey } from './topics';

/**
 * The deterministic interviewer of the conversational primer. Each turn, in this order:
 * react to frustration (and stop asking), acknowledge newly uploaded files, say in one sentence what THIS
 * message added (or that it added nothing, or that it was junk), then ask ONE question about the first
 * missing topic — or the project's name — or, when nothing is missing, say it is ready and point at
 * Generate. A topic counts as answered when the extraction holds it, or when its question was already
 * asked: whatever the user said next was their answer, and asking again is the loop users hate most.
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

/** Quoted list items, each once. */
const quoteAll = (items: readonly string[]) => items.map((item) => quote(item, 90)).join(', ');

/**
 * What this turn added, one labelled phrase per new fact, in the user's words (frames such as "The
 * problem is" are already stripped by the extraction, so a quote never doubles them).
 */
function listNewFacts(before: ExtractedElements, after: ExtractedElements): string[] {
  const facts: string[] = [];
  const changed = (key: 'projectName' | 'problem' | 'users' | 'businessModel' | 'projectType' | 'timeline') =>
    after[key] !== '' && after[key] !== before[key];
  if (changed('projectName')) facts.push(`the name ${quote(after.projectName, 60)}`);
  if (changed('problem')) facts.push(`the problem, ${quote(after.problem, 90)}`);
  if (changed('users')) facts.push(`your users, ${quote(after.users, 80)}`);
  const features = after.features.filter((feature) => !before.features.includes(feature));
  if (features.length > 0)
    facts.push(`${features.length === 1 ? 'a feature' : 'features'}: ${quoteAll(features.slice(0, 4))}`);
  if (changed('projectType')) facts.push(`the platform, ${withArticle(after.projectType)}`);
  if (changed('businessModel')) facts.push(`the business model, ${quote(after.businessModel, 80)}`);
  if (changed('timeline')) facts.push(`the timeline, ${quote(after.timeline, 60)}`);
  const constraints = after.constraints.filter((constraint) => !before.constraints.includes(constraint));
  if (constraints.length > 0)
    facts.push(
      `${constraints.length === 1 ? 'a constraint' : 'constraints'}: ${quoteAll(constraints.slice(0, 3))}`,
    );
  return facts;
}

/** Everything captured, labelled, for a user who wants to see progress (frustration). */
function toSummary(elements: ExtractedElements): string {
  const parts = [
    elements.projectName && `name ${quote(elements.projectName, 60)}`,
    elements.problem && `problem ${quote(elements.problem, 90)}`,
    elements.users && `users ${quote(elements.users, 60)}`,
    elements.features.length > 0 && `features ${quoteAll(elements.features.slice(0, 3))}`,
    elements.businessModel && `business model ${quote(elements.businessModel, 60)}`,
    elements.projectType && `platform: ${withArticle(elements.projectType)}`,
    elements.timeline && `timeline ${quote(elements.timeline, 40)}`,
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length === 0 ? '' : `Here is what I have so far: ${parts.join('; ')}.`;
}

function toAcknowledgement(facts: readonly string[], message: string): string {
  if (facts.length > 0) return `Noted ${facts.join('; ')}.`;
  const sentences = toSentences(message);
  if (sentences.length > 0 && sentences.every(isJunkSentence)) {
    return 'That looks like placeholder or random text, so I left it out of the primer.';
  }
  return `I did not find anything new for the primer in ${quote(message, 60)}.`;
}

/** Topics whose question Charter already asked in an earlier turn. */
function listAskedTopics(history: readonly RoleMessage[]): Array<TopicKey | 'name'> {
  const replies = history.filter((message) => message.role !== 'user').map((message) => message.content);
  const asked: Array<TopicKey | 'name'> = TOPICS.filter((topic) =>
    replies.some((reply) => reply.includes(topic.question)),
  ).map((topic) => topic.key);
  if (replies.some((reply) => reply.includes(NAME_QUESTION))) asked.push('name');
  return asked;
}

const READY_CLOSINGS = [
  'I have what I need: the problem, the users, the core features, the business model, the platform and the timeline. ' +
    'Press Generate to create your primer, or tell me anything else the agent should know.',
  'Nothing essential is missing: press Generate whenever you like, or add detail on integrations, data or design.',
  'Your primer is ready to generate; anything you add now (a constraint, a decision, a detail of a feature) makes it sharper.',
];

/** Every question asked: ready, but honest about answers it could not recognise. */
function toDoneNotes(unclear: readonly Topic[]): string[] {
  if (unclear.length === 0) return READY_CLOSINGS;
  const labels = unclear.map((topic) => topic.label.toLowerCase()).join(', ');
  return [
    `I have asked everything I wanted to ask, though I did not catch a clear answer about ${labels}. ` +
      'Add a sentence on that if you can, or press Generate and fill it in on the primer.',
    `Still unclear to me: ${labels}. A sentence on that helps; otherwise press Generate and fill it in on the primer.`,
  ];
}

const FRUSTRATION_OPENING = 'I hear you, and I’m sorry this is taking longer than it should.';
const FRUSTRATION_CLOSINGS = [
  'You can press Generate now and I’ll build the primer from what we have, or switch to the form and fill in the rest directly. ' +
    'If you’d rather keep talking, tell me whatever matters most to you and I’ll follow your lead.',
  'No more questions from me: press Generate now and I’ll build the primer from what we have, or switch to the form and fill in the rest directly.',
];

/**
 * One interviewer turn: the reply, what was extracted, the updated context and the depth after this turn.
 * The reply never repeats an earlier reply word for word.
 * @example toSocraticReply({ message: 'Hi', conversationHistory: [] }).response
 * // 'I did not find anything new for the primer in “Hi”. What problem are you solving, …?'
 */
export function toSocraticReply(input: SocraticInput): SocraticReply {
  const history = [...input.conversationHistory];
  // Some clients append the message to the history before sending; count it once.
  const last = history.at(-1);
  if (last?.role === 'user' && last.content === input.message) history.pop();
  const userMessages: RoleMessage[] = [...history, { role: 'user', content: input.message }];
  const files = input.uploadedFiles ?? [];
  const earlier = history.filter((message) => message.role !== 'user').map((message) => message.content);
  const seenFiles = files.filter((file) => earlier.some((reply) => reply.includes(file.name)));
  const newFiles = files.filter((file) => !seenFiles.includes(file));
  const asFile = (file: { content: string }) => ({ role: 'user', content: file.content });

  const before = extractElements([...history, ...seenFiles.map(asFile)]);
  const extractedElements = extractElements([...userMessages, ...files.map(asFile)]);
  const projectContext = toProjectContext(userMessages, input.projectContext);
  const detectedFrustration = detectFrustration(input.message);
  const covered = new Set<TopicKey>(listCapturedTopics(extractedElements));
  const asked = new Set(listAskedTopics(history));
  const next = TOPICS.find((topic) => !covered.has(topic.key) && !asked.has(topic.key));
  const askName = extractedElements.projectName === '' && !asked.has('name');
  const acknowledgement = toAcknowledgement(listNewFacts(before, extractedElements), input.message);

  const opening: string[] = [];
  let closings: string[];
  if (detectedFrustration) {
    opening.push(FRUSTRATION_OPENING);
    const summary = toSummary(extractedElements);
    if (summary !== '') opening.push(summary);
    closings = FRUSTRATION_CLOSINGS;
  } else {
    if (newFiles.length > 0) opening.push(toFileNote(newFiles));
    opening.push(acknowledgement);
    if (next !== undefined) closings = [next.question];
    else if (askName) closings = [NAME_QUESTION];
    else closings = toDoneNotes(TOPICS.filter((topic) => !covered.has(topic.key)));
  }
  const response = toFreshReply(opening.join(' '), closings, earlier);
  const conversationDepth = toConversationDepth(extractedElements);
  return { response, extractedElements, projectContext, conversationDepth, detectedFrustration };
}

/** The first opening + closing not said before; as a last resort, the reply says it is repeating itself. */
function toFreshReply(opening: string, closings: readonly string[], earlier: readonly string[]): string {
  const said = new Set(earlier.map((reply) => reply.trim()));
  for (const closing of closings) {
    const reply = `${opening} ${closing}`.trim();
    if (!said.has(reply)) return reply;
  }
  const again = `You said that before, so my answer stands. ${opening} ${closings[0] ?? ''}`.trim();
  return said.has(again) ? `${again} (${said.size + 1} replies so far.)` : again;
}
