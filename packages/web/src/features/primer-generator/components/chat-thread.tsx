import { type FormEvent, type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { ChatConversation } from '../utils/chat-conversation';
import { type ChatMessage, isSendKey } from '../utils/chat-messages';

export interface ChatSuggestion {
  label: string;
  message: string;
}

interface ChatThreadProps {
  conversation: ChatConversation;
  /** The message box's label; the chat mode and the floating panel each name theirs. */
  label: string;
  /** The thread's accessible name. */
  logLabel: string;
  /** Shown while the thread is empty. */
  intro: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** One-click questions (the panel's "explain this field" prompts): a short label and the message sent. */
  suggestions?: readonly ChatSuggestion[];
}

/**
 * The primer chat's thread and composer, shared by the chat mode and the floating Charter AI panel:
 * Enter sends, Shift+Enter adds a line, blank messages are not sent, and a failed message stays in the
 * box for a retry.
 */
export function ChatThread({
  conversation,
  label,
  logLabel,
  intro,
  textareaRef,
  suggestions = [],
}: ChatThreadProps) {
  const { messages, pending, send } = conversation;
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const hintId = useId();
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending]);

  const submit = async (text: string) => {
    if (text.trim() === '' || pending) return;
    setDraft('');
    const sent = await send(text);
    // Keep the text for a retry unless the user already started typing something else.
    if (!sent) setDraft((current) => (current === '' ? text : current));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    void submit(draft);
  };

  return (
    <div className="chat-thread">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard to be scrolled (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <div ref={logRef} className="chat-log" role="log" aria-label={logLabel} tabIndex={0}>
        {messages.length === 0 ? (
          <p className="chat-intro">{intro}</p>
        ) : (
          <ol className="chat-messages">
            {messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>
      <p className="chat-status" role="status">
        {pending ? 'Charter AI is typing…' : ''}
      </p>
      {suggestions.length > 0 ? (
        <ul className="chat-suggestions" aria-label="Suggested questions">
          {suggestions.map((suggestion) => (
            <li key={suggestion.message}>
              <Button
                variant="secondary"
                size="sm"
                disabled={pending}
                onClick={() => void submit(suggestion.message)}
              >
                {suggestion.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="chat-composer" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="field-label">
          {label}
        </label>
        <textarea
          id={inputId}
          ref={textareaRef}
          className="input textarea chat-input"
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
        />
        <p id={hintId} className="field-hint">
          Enter sends; Shift+Enter adds a new line.
        </p>
        <Button type="submit" disabled={pending || draft.trim() === ''}>
          Send
        </Button>
      </form>
    </div>
  );
}

function ChatMessageItem({ message }: { message: ChatMessage }) {
  const who = message.role === 'user' ? 'You' : 'Charter AI';
  const classes = ['chat-message', `chat-message-${message.role}`, message.error ? 'chat-message-error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      <p className="chat-author">
        {who}
        {message.failed ? <span className="chat-failed"> · not sent</span> : null}
      </p>
      <p className="chat-content">{message.content}</p>
      {message.note ? <p className="chat-note">{message.note}</p> : null}
    </li>
  );
}
