import { PRIMER_CHAT_ERROR_REPLY } from '@charter/core';
import type { PartialPrimerAnswers } from '@charter/core/api';
import { useCallback, useRef, useState } from 'react';
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

/**
 * One primer-chat conversation: the thread, the pending state and the failure path of spec 000 §8 (the
 * assistant's apology in the thread, a toast with the reason, the failed message marked as not sent).
 * The chat mode and the floating panel each hold one.
 */
export function useChatConversation(answers: PartialPrimerAnswers): ChatConversation {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const { mutateAsync, isPending } = useSendPrimerChat();
  const toast = useToast();

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      // Spec 000 §5: empty or whitespace-only messages are not sent.
      if (message === '') return false;
      const chatHistory = toChatHistory(messagesRef.current);
      const sent = createChatMessage('user', message);
      setMessages((list) => [...list, sent]);
      try {
        const reply = await mutateAsync({ message, answers, chatHistory });
        setMessages((list) => [
          ...list,
          createChatMessage('assistant', reply.response, reply.note ? { note: reply.note } : {}),
        ]);
        return true;
      } catch (error) {
        setMessages((list) => [
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
    [answers, mutateAsync, toast],
  );

  return { messages, pending: isPending, send };
}
