import {
  type CompletionConfidence,
  type ConfidenceLabel,
  type ConversationMessage,
  extractElements,
  toConfidenceLabel,
  toConversationDepth,
  toFallbackConfidence,
  toLocalCannedReply,
} from '@charter/core';
import { listUserTexts } from './transcript';

/**
 * Spec 000 §8: when a call fails the screen still answers, with core's engines and no network — the
 * canned reply, the depth formula, the extraction and the fallback confidence formula.
 */

/** The turn the server would have answered: a canned reply, the depth after it, the elements heard so far. */
export function toLocalTurn(
  messagesWithUserMessage: readonly ConversationMessage[],
  message: string,
  previousDepth: number,
) {
  const reply = toLocalCannedReply(message);
  return {
    reply,
    conversationDepth: toConversationDepth(previousDepth, message, reply),
    extractedElements: extractElements(messagesWithUserMessage),
  };
}

export interface ConfidenceView extends CompletionConfidence {
  label: ConfidenceLabel;
  /** True when computed locally because the analysis call failed. */
  estimated: boolean;
}

/** Confidence from the §9 formula (user characters, personal and feature words). */
export function toLocalConfidence(messages: readonly ConversationMessage[]): ConfidenceView {
  const { confidence, readyForPrimer } = toFallbackConfidence(listUserTexts(messages));
  return {
    confidence,
    readyForPrimer,
    label: toConfidenceLabel(confidence),
    missingElements: [],
    recommendation: '',
    estimated: true,
  };
}

export const INITIAL_CONFIDENCE: ConfidenceView = {
  confidence: 0,
  readyForPrimer: false,
  label: toConfidenceLabel(0),
  missingElements: [],
  recommendation: '',
  estimated: false,
};
