import type { HistoryMessageInput } from '@charter/core';
import { convertChatToForm, type PrimerKey } from '@charter/core';

/** A message of the primer chat. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO time the message was added. */
  timestamp: string;
  /** A user message whose call failed: shown as not sent, left out of the history. */
  failed?: boolean;
  /** The assistant's reply to a failed call: shown, but it is not part of the conversation. */
  error?: boolean;
  /** A discreet remark about where the reply came from (the optional LLM provider's fallback). */
  note?: string;
}

let sequence = 0;

export function createChatMessage(
  role: ChatMessage['role'],
  content: string,
  extra: Partial<Pick<ChatMessage, 'failed' | 'error' | 'note'>> = {},
  now: Date = new Date(),
): ChatMessage {
  sequence += 1;
  return { id: `chat-${now.getTime()}-${sequence}`, role, content, timestamp: now.toISOString(), ...extra };
}

/** The turns that really happened: failed messages and error replies are not conversation. */
export function toChatHistory(messages: readonly ChatMessage[]): HistoryMessageInput[] {
  return messages
    .filter((message) => !message.failed && !message.error)
    .map(({ role, content }) => ({ role, content }));
}

/**
 * Convert to Form: core's mapping of the first matching user messages to core problem, target
 * users and business model, keeping only the fields a message matched so a blank never clears an answer.
 */
export function toChatFormFields(messages: readonly ChatMessage[]): Partial<Record<PrimerKey, string>> {
  const fields = convertChatToForm(toChatHistory(messages));
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

/** Whether Enter in the composer sends: plain Enter does, Shift+Enter and IME composition do not. */
export function isSendKey(event: { key: string; shiftKey: boolean; nativeEvent: { isComposing?: boolean } }) {
  return event.key === 'Enter' && !event.shiftKey && event.nativeEvent.isComposing !== true;
}
