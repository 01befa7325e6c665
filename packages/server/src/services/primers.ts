import type {
  GeneratedPrimerAnswer,
  HistoryMessage,
  PartialPrimerAnswers,
  PrimerAnswersInput,
  PrimerChatAnswer,
  SmartAnalysis,
} from '@charter/core';
import {
  analyzeContext,
  generatePrimer,
  PRIMER_FIELDS,
  toAgentFiles,
  toPrimerChatReply,
  toPrimerFileName,
} from '@charter/core';
import type { AppContext } from '../context';
import { toEnrichedReply } from '../llm/enrich-reply';
import { toPrimerChatPrompt } from '../llm/prompts';
import type { UserRecord } from '../store/port';

/**
 * The primer generator's services. The primer lists the signed-in user's own constitution (their
 * tier, settings and generated best-practice rules), read through the governance cache like every check.
 */

export async function generateUserPrimer(
  ctx: AppContext,
  owner: UserRecord,
  answers: PrimerAnswersInput,
  projectName: string,
): Promise<GeneratedPrimerAnswer> {
  const { constitution } = await ctx.governance.cache.getOwner(owner.id);
  const generated = generatePrimer(answers, {
    constitution,
    now: ctx.now(),
    // '' means "derive the name from the core problem", as the engine does when it is absent.
    ...(projectName === '' ? {} : { projectName }),
  });
  return {
    success: true,
    ...generated,
    agentFiles: toAgentFiles(generated.primer, { constitution }),
  };
}

/** The primer as a file download; the name carries the time so repeated downloads never overwrite. */
export function toPrimerDownload(ctx: AppContext, primer: string): Response {
  const fileName = toPrimerFileName(ctx.now());
  return new Response(primer, {
    status: 200,
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });
}

export interface SmartAnalysisAnswer {
  success: true;
  analysis: SmartAnalysis;
  content: string;
  createdAt: string;
}

/** Analyses the text and keeps it as the user's latest analysis (one per user, replaced each time). */
export async function createSmartAnalysis(
  ctx: AppContext,
  owner: UserRecord,
  content: string,
): Promise<SmartAnalysisAnswer> {
  const record = {
    ownerId: owner.id,
    analysis: analyzeContext(content),
    content,
    createdAt: ctx.now().toISOString(),
  };
  await ctx.store.smartAnalyses.putLatest(record);
  return { success: true, analysis: record.analysis, content, createdAt: record.createdAt };
}

export async function getLatestSmartAnalysis(
  ctx: AppContext,
  owner: UserRecord,
): Promise<SmartAnalysisAnswer | { success: true; analysis: null; content: null; createdAt: null }> {
  const record = await ctx.store.smartAnalyses.getLatest(owner.id);
  if (!record) return { success: true, analysis: null, content: null, createdAt: null };
  return { success: true, analysis: record.analysis, content: record.content, createdAt: record.createdAt };
}

/**
 * The form assistant's reply: the deterministic one, or the language model's grounded with it when one is
 * configured (`source` says which; `note` says why the model's reply is missing).
 */
export function toPrimerChatAnswer(
  ctx: AppContext,
  input: {
    message: string;
    context?: { answers?: PartialPrimerAnswers | undefined } | undefined;
    chatHistory?: HistoryMessage[] | undefined;
  },
  signal?: AbortSignal,
): Promise<PrimerChatAnswer> {
  const deterministicReply = toPrimerChatReply({
    message: input.message,
    context: input.context,
    chatHistory: input.chatHistory,
    fields: PRIMER_FIELDS,
  });
  return toEnrichedReply(ctx, {
    kind: 'chat',
    deterministicReply,
    toPrompt: () =>
      toPrimerChatPrompt(
        { message: input.message, answers: input.context?.answers, chatHistory: input.chatHistory },
        deterministicReply,
      ),
    signal,
  });
}
