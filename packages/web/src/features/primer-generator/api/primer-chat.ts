import type { HistoryMessageInput, PartialPrimerAnswers } from '@charter/core';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export interface PrimerChatRequest {
  message: string;
  answers: PartialPrimerAnswers;
  chatHistory: HistoryMessageInput[];
}

export interface PrimerChatReply {
  response: string;
  /** Set when an optional LLM provider was configured but its reply could not be used. */
  note?: string;
}

/** One turn of the form assistant; the answers so far let it say which fields are still empty. */
export async function sendPrimerChat({
  message,
  answers,
  chatHistory,
}: PrimerChatRequest): Promise<PrimerChatReply> {
  const answer = await apiClient(api.primers.chat, { body: { message, context: { answers }, chatHistory } });
  // `note` is set only when a configured language model failed and Charter's own reply was sent instead.
  const note = answer.note?.trim();
  return note ? { response: answer.response, note } : { response: answer.response };
}

export function useSendPrimerChat() {
  return useActionMutation({ mutationFn: sendPrimerChat });
}
