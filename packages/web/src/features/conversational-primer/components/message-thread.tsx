import { useEffect, useRef } from 'react';
import type { ThreadMessage } from './use-conversation';

/**
 * The thread is a log: new messages are announced politely. It scrolls on its own, so it takes focus to
 * be scrollable by keyboard (WCAG 2.1.1), and it follows the newest message.
 */
export function MessageThread({
  messages,
  sending,
}: {
  messages: readonly ThreadMessage[];
  sending: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    const element = ref.current;
    if (element && count > 0) element.scrollTop = element.scrollHeight;
  }, [count]);

  return (
    <>
      <div
        ref={ref}
        className="cp-thread"
        role="log"
        aria-live="polite"
        aria-label="Conversation with Charter"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard.
        tabIndex={0}
      >
        {messages.map((message, index) => (
          <div
            // Messages are only appended or replaced wholesale, so index + time is a stable identity.
            key={`${index}-${message.timestamp}`}
            className={`cp-message cp-message-${message.role}`}
          >
            <p className="cp-message-author">{message.role === 'user' ? 'You' : 'Charter'}</p>
            <p className="cp-message-text">{message.content}</p>
            {message.local ? (
              <p className="cp-message-note">Answered offline: Charter could not reach the server.</p>
            ) : null}
            {message.note ? <p className="cp-message-note">{message.note}</p> : null}
          </div>
        ))}
      </div>
      <p className="cp-thinking" role="status">
        {sending ? 'Charter is thinking…' : ''}
      </p>
    </>
  );
}
