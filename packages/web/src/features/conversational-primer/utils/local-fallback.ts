import {
  type CompletionConfidence,
  type ConfidenceLabel,
  type ConversationMessage,
  extractElements,
  toConfidenceLabel,
  toConversationDepth,
  toLocalCannedReply,
  toReadiness,
} from '@charter/core';

/**
 * When a call fails the screen still answers, with core's engines and no network — the
 * canned reply, the extraction, the depth it gives and the same readiness figure the server computes.
 */

/** The turn the server would have answered: a canned reply, the elements heard so far and their depth. */
export function toLocalTurn(messagesWithUserMessage: readonly ConversationMessage[], message: string) {
  const extractedElements = extractElements(messagesWithUserMessage);
  return {
    reply: toLocalCannedReply(message),
    conversationDepth: toConversationDepth(extractedElements),
    extractedElements,
  };
}

export interface ConfidenceView extends CompletionConfidence {
  label: ConfidenceLabel;
  /** True when computed locally because the analysis call failed. */
  estimated: boolean;
}

/** The readiness core computes for the server too, computed here because the analysis call failed. */
export function toLocalConfidence(messages: readonly ConversationMessage[], title = ''): ConfidenceView {
  const { confidence, readyForPrimer, label, missingElements, recommendation } = toReadiness(
    extractElements(messages),
    title,
  );
  return { confidence, readyForPrimer, label, missingElements, recommendation, estimated: true };
}

export const INITIAL_CONFIDENCE: ConfidenceView = {
  confidence: 0,
  readyForPrimer: false,
  label: toConfidenceLabel(0),
  missingElements: [],
  recommendation: '',
  estimated: false,
};
