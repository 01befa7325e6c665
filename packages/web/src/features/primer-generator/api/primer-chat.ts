import type { PartialPrimerAnswers, PrimerChatAnswer, RouteBody, RouteOf } from '@charter/core';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

type PrimerChatBody = RouteBody<RouteOf<typeof api.primers.chat>>;

/** The chat route's body, with the form's answers at the top (the route nests them under `context`). */
export type PrimerChatRequest = Required<Pick<PrimerChatBody, 'message' | 'chatHistory'>> & {
  answers: PartialPrimerAnswers;
};

/** The reply and, when a configured language model's reply could not be used, the sentence that says so. */
export type PrimerChatReply = Pick<PrimerChatAnswer, 'response' | 'note'>;

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
