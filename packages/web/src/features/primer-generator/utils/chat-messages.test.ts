import { describe, expect, it } from 'vitest';
import { createChatMessage, isSendKey, toChatFormFields, toChatHistory } from './chat-messages';

describe('chat messages', () => {
  it('leaves failed messages and error replies out of the history', () => {
    const messages = [
      createChatMessage('user', 'Tutors lose hours', { failed: true }),
      createChatMessage('assistant', 'I apologize…', { error: true }),
      createChatMessage('user', 'Tutors lose hours'),
      createChatMessage('assistant', 'Noted.'),
    ];
    expect(toChatHistory(messages)).toEqual([
      { role: 'user', content: 'Tutors lose hours' },
      { role: 'assistant', content: 'Noted.' },
    ]);
  });

  it('converts only the fields a user message matched', () => {
    const fields = toChatFormFields([
      createChatMessage('user', 'We charge $9 a month.'),
      createChatMessage('assistant', 'The problem is clear.'),
    ]);
    expect(fields).toEqual({ 'business-model': 'We charge $9 a month.' });
  });

  it('sends on Enter only', () => {
    const key = (k: string, shiftKey = false, isComposing = false) =>
      isSendKey({ key: k, shiftKey, nativeEvent: { isComposing } });
    expect(key('Enter')).toBe(true);
    expect(key('Enter', true)).toBe(false);
    expect(key('Enter', false, true)).toBe(false);
    expect(key('a')).toBe(false);
  });
});
