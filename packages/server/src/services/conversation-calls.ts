import type {
  ExtractedElements,
  HistoryMessage,
  PrimerPackageOptions,
  ProjectContext,
  SocraticAnswer,
  UploadedDocument,
} from '@charter/core';
import {
  analyzeCompletionConfidence,
  generatePrimer,
  readConversation,
  toConfidenceLabel,
  toConversationDepth,
  toDepthFromHistory,
  toSocraticReply,
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
 * One interviewer turn. The extraction, the context and frustration always come from the engine; the
 * reply may come from the language model, grounded with them. The depth is scored on the reply actually
 * sent, as the client's replay of the history will score it.
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
  if (reply.source === 'deterministic') return { ...turn, ...reply };
  const history = [...input.conversationHistory];
  const last = history.at(-1);
  if (last?.role === 'user' && last.content === input.message) history.pop();
  const conversationDepth = toConversationDepth(toDepthFromHistory(history), input.message, reply.response);
  return { ...turn, ...reply, conversationDepth };
}

/** The owner's constitution and the server's clock: what core's primer documents are written under. */
export async function toPrimerOptions(ctx: AppContext, owner: UserRecord): Promise<PrimerPackageOptions> {
  const { constitution } = await ctx.governance.cache.getOwner(owner.id);
  return { constitution, now: ctx.now() };
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
  const options = await toPrimerOptions(ctx, owner);
  const { answers } = readConversation(input.messages, input.extractedElements);
  const { primer } = generatePrimer(answers, { ...options, projectName: input.projectTitle });
  return { success: true, primer };
}
