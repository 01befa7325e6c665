import type { ConversationMessage } from '@charter/core';

/** What the interviewer receives as earlier turns: role and text only. */
export function toHistory(messages: readonly ConversationMessage[]) {
  return messages.map(({ role, content }) => ({ role, content }));
}

/** The conversation as "User: …" / "Charter: …" lines, the transcript the confidence analysis reads. */
export function toConversationText(messages: readonly ConversationMessage[]): string {
  return messages
    .map((message) => `${message.role === 'user' ? 'User' : 'Charter'}: ${message.content}`)
    .join('\n');
}

/** Lower-case words joined by dashes, for file names. @example toSlug('Tutor Time!') // 'tutor-time' */
export function toSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'project' : slug.slice(0, 60).replace(/-+$/, '');
}
