import { MAX_MESSAGE_CHARS } from '@charter/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/textarea-field';

interface ComposerProps {
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  disabled?: boolean;
}

/** The message box: Enter sends, Shift+Enter adds a newline; blank messages are not sent. */
export function Composer({ onSend, sending, disabled }: ComposerProps) {
  const [text, setText] = useState('');

  const submit = async () => {
    if (text.trim() === '' || sending || disabled) return;
    const draft = text;
    setText('');
    const sent = await onSend(draft);
    if (!sent) setText(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="cp-composer"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextAreaField
        label="Your message"
        hint="Enter sends; Shift+Enter starts a new line."
        rows={3}
        value={text}
        maxLength={MAX_MESSAGE_CHARS}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={sending || disabled || text.trim() === ''}>
        {sending ? 'Sending…' : 'Send'}
      </Button>
    </form>
  );
}
