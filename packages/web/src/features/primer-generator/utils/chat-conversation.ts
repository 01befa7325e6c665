import type { PartialPrimerAnswers } from '@charter/core';
import { PRIMER_CHAT_ERROR_REPLY } from '@charter/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { useSendPrimerChat } from '../api/primer-chat';
import { type ChatMessage, createChatMessage, toChatHistory } from './chat-messages';

export interface ChatConversation {
  messages: ChatMessage[];
  pending: boolean;
  /** Sends a message; resolves false when the call failed, so the composer keeps the text for a retry. */
  send: (text: string) => Promise<boolean>;
}

/** The chat mode's thread and the floating panel's are separate conversations. */
export type ChatThreadName = 'chat-mode' | 'panel';

const threadQueryKey = (name: ChatThreadName) => ['primer', 'chat-thread', name] as const;
const NO_MESSAGES: ChatMessage[] = [];

/**
 * One primer-chat conversation: the thread, the pending state and the failure path (the
 * assistant's apology in the thread, a toast with the reason, the failed message marked as not sent).
 * The thread lives in the query cache rather than component state, so switching from chat mode to the
 * form and back keeps it, and a reply that arrives after the switch is not lost; signing out clears it
 * with the rest of the cache. It is never sent anywhere but the chat call.
 */
export function useChatConversation(name: ChatThreadName, answers: PartialPrimerAnswers): ChatConversation {
  const queryClient = useQueryClient();
  const queryKey = threadQueryKey(name);
  const { data: messages = NO_MESSAGES } = useQuery({
    queryKey,
    queryFn: () => NO_MESSAGES,
    initialData: NO_MESSAGES,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const { mutateAsync, isPending } = useSendPrimerChat();
  const toast = useToast();

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      // Empty or whitespace-only messages are not sent.
      if (message === '') return false;
      const key = threadQueryKey(name);
      const update = (change: (list: ChatMessage[]) => ChatMessage[]) =>
        queryClient.setQueryData<ChatMessage[]>(key, (list = NO_MESSAGES) => change(list));
      const chatHistory = toChatHistory(queryClient.getQueryData<ChatMessage[]>(key) ?? NO_MESSAGES);
      const sent = createChatMessage('user', message);
      update((list) => [...list, sent]);
      try {
        const reply = await mutateAsync({ message, answers, chatHistory });
        update((list) => [
          ...list,
          createChatMessage('assistant', reply.response, reply.note ? { note: reply.note } : {}),
        ]);
        return true;
      } catch (error) {
        update((list) => [
          ...list.map((item) => (item.id === sent.id ? { ...item, failed: true } : item)),
          createChatMessage('assistant', PRIMER_CHAT_ERROR_REPLY, { error: true }),
        ]);
        toast({
          title: 'Message not sent',
          description: `${toUserMessage(error, 'Charter AI could not be reached.')} Your message is still in the box: press Send to try again.`,
          tone: 'error',
        });
        return false;
      }
    },
    [name, answers, mutateAsync, queryClient, toast],
  );

  return { messages, pending: isPending, send };
}
