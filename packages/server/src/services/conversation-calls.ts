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
  const { answers, readiness } = readConversation(input.messages, input.extractedElements);
  const { primer } = generatePrimer(answers, {
    ...options,
    projectName: input.projectTitle,
    completeness: readiness,
  });
  return { success: true, primer };
}
