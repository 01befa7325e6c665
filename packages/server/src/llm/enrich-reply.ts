import type { ReplySource } from '@charter/core';
import { MAX_MESSAGE_CHARS, truncateWithEllipsis } from '@charter/core';
import type { AppContext } from '../context';
import type { LlmFailureDetails, LlmMessage } from './provider';
import { isLlmFailure, toLlmFailureDetails } from './provider';

/**
 * Lets the configured language model word a reply the deterministic engine already wrote (DESIGN.md "No
 * LLM is needed"). Without a model the engine's reply is sent as is; with one, the model's reply is sent,
 * and on any failure the engine's reply is sent with a note saying so. Never throws.
 */

export type ReplyKind = 'chat' | 'interviewer';

export interface EnrichedReply {
  response: string;
  source: ReplySource;
  note?: string;
}

const SPEAKER: Record<ReplyKind, string> = {
  chat: "Charter's built-in assistant",
  interviewer: "Charter's built-in interviewer",
};

function toWhy(details: LlmFailureDetails): string {
  switch (details.reason) {
    case 'timeout':
      return 'did not answer in time';
    case 'network':
      return 'could not be reached';
    case 'http':
      return details.status === 429 || (details.status ?? 500) >= 500
        ? 'is unavailable right now'
        : 'refused the request';
    case 'invalid':
      return 'sent an answer Charter could not use';
    case 'aborted':
      return 'did not answer';
  }
}

/** The sentence shown under a reply that comes from the engine because the model failed. */
export function toFallbackNote(kind: ReplyKind, details: LlmFailureDetails): string {
  return `The language model ${toWhy(details)}; this reply comes from ${SPEAKER[kind]}.`;
}

export async function toEnrichedReply(
  ctx: AppContext,
  options: {
    kind: ReplyKind;
    deterministicReply: string;
    /** Built only when a model is configured. */
    toPrompt: () => LlmMessage[];
    signal?: AbortSignal | undefined;
  },
): Promise<EnrichedReply> {
  const { kind, deterministicReply } = options;
  if (ctx.llm === undefined) return { response: deterministicReply, source: 'deterministic' };
  const started = Date.now();
  try {
    const text = await ctx.llm.complete(options.toPrompt(), { signal: options.signal });
    ctx.logger.debug(`LLM ${kind} reply in ${Date.now() - started} ms`);
    // The client sends replies back as history, which accepts messages up to this length.
    return { response: truncateWithEllipsis(text, MAX_MESSAGE_CHARS), source: 'llm' };
  } catch (error) {
    const details = toLlmFailureDetails(error);
    // A provider failure's message carries no key, URL or text; any other error is named by its type only.
    const reason = isLlmFailure(error)
      ? error.message
      : `unexpected ${error instanceof Error ? error.name : typeof error}`;
    ctx.logger.warn(
      `LLM ${kind} reply failed after ${Date.now() - started} ms, used the built-in reply: ${reason}`,
    );
    return { response: deterministicReply, source: 'deterministic', note: toFallbackNote(kind, details) };
  }
}
