import type {
  ExtractedElements,
  HistoryMessage,
  PrimerAnswersInput,
  ProjectContext,
  SocraticAnswer,
  UploadedDocument,
} from '@charter/core';
import {
  analyzeCompletionConfidence,
  convertChatToForm,
  extractElements,
  generatePrimer,
  getTopic,
  MAX_ANSWER_LENGTH,
  type Readiness,
  toConfidenceLabel,
  toProjectContext,
  toReadiness,
  toSocraticReply,
  truncateWithEllipsis,
} from '@charter/core';
import type { AppContext } from '../context';
import { toEnrichedReply } from '../llm/enrich-reply';
import { toSocraticPrompt } from '../llm/prompts';
import type { UserRecord } from '../store/port';

/**
 * The conversational primer's services: thin wiring of the deterministic engines in core (DESIGN.md
 * "No LLM is needed"), plus the one thing core cannot know — the signed-in user's constitution.
 */

export function toCompletionConfidenceAnswer(conversationText: string, projectTitle: string) {
  const result = analyzeCompletionConfidence(conversationText, projectTitle);
  return { ...result, label: toConfidenceLabel(result.confidence) };
}

/**
 * One interviewer turn. The extraction, the context, the depth and frustration always come from the
 * engine; the reply may come from the language model, grounded with them. The depth counts what was
 * extracted, so it is the same whichever reply is sent.
 */
export async function toSocraticAnswer(
  ctx: AppContext,
  input: {
    message: string;
    conversationHistory: HistoryMessage[];
    projectContext?: ProjectContext | undefined;
    uploadedFiles?: UploadedDocument[] | undefined;
  },
  signal?: AbortSignal,
): Promise<SocraticAnswer> {
  const turn = toSocraticReply(input);
  const reply = await toEnrichedReply(ctx, {
    kind: 'interviewer',
    deterministicReply: turn.response,
    toPrompt: () => toSocraticPrompt(input, turn),
    signal,
  });
  return { ...turn, ...reply };
}

/** What a finished conversation says, as primer answers plus the extraction they came from. */
export interface ConversationReading {
  answers: PrimerAnswersInput;
  elements: ExtractedElements;
  context: ProjectContext;
  /** The one readiness figure, as the screen shows it and the primer states it. */
  readiness: Readiness;
}

const cap = (text: string) => truncateWithEllipsis(text, MAX_ANSWER_LENGTH);
const toList = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * Reads the conversation into primer answers. The messages are the source of truth; elements the client
 * already showed ("What I'm Capturing") fill only what this reading did not find, so nothing the user saw
 * captured is lost. Answers are capped at the form's 5000 characters, since a pasted message can be longer.
 */
export function readConversation(
  messages: readonly HistoryMessage[],
  shown?: ExtractedElements | undefined,
): ConversationReading {
  const found = extractElements(messages);
  const elements: ExtractedElements = {
    projectName: found.projectName || (shown?.projectName ?? ''),
    problem: found.problem || (shown?.problem ?? ''),
    users: found.users || (shown?.users ?? ''),
    projectType: found.projectType || (shown?.projectType ?? ''),
    features: union(found.features, shown?.features ?? []),
    constraints: union(found.constraints, shown?.constraints ?? []),
    businessModel: found.businessModel || (shown?.businessModel ?? ''),
    timeline: found.timeline || (shown?.timeline ?? ''),
  };
  const context = toProjectContext(messages);
  const form = convertChatToForm(messages);
  // Convert to Form takes the first message of each topic, so an opening message naming both the problem
  // and its users fills both; a later message about users says more, so it wins when there is one.
  const usersPattern = getTopic('users').pattern;
  const laterUsers = messages.find(
    (m) => m.role === 'user' && m.content.trim() !== form['core-problem'] && usersPattern.test(m.content),
  );
  const answers: PrimerAnswersInput = {
    'core-problem': cap(form['core-problem'] || context.projectGoals),
    'target-users': cap(laterUsers?.content ?? form['target-users']),
    'business-model': cap(form['business-model'] || elements.businessModel || context.businessContext),
    'platform-type': cap(elements.projectType),
    'primary-jobs': cap(toList(elements.features)),
    'technical-complexity': cap(context.technicalPreferences),
    'platform-constraints': cap(toList(elements.constraints)),
    'timeline-budget': cap(elements.timeline),
  };
  return { answers, elements, context, readiness: toReadiness(found) };
}

/** The structured primer: the form's primer, written from the conversation and named by its title. */
export async function generateStructuredPrimer(
  ctx: AppContext,
  owner: UserRecord,
  input: {
    projectTitle: string;
    messages: HistoryMessage[];
    extractedElements?: ExtractedElements | undefined;
  },
): Promise<{ success: true; primer: string }> {
  const { constitution } = await ctx.governance.cache.getOwner(owner.id);
  const { answers, readiness } = readConversation(input.messages, input.extractedElements);
  const { primer } = generatePrimer(answers, {
    constitution,
    now: ctx.now(),
    projectName: input.projectTitle,
    completeness: readiness,
  });
  return { success: true, primer };
}
