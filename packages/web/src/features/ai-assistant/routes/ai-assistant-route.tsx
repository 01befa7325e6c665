import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toUserMessage } from '../../../lib/errors';
import {
  type AssistantAnswer,
  useConversation,
  useConversations,
  useDeleteConversation,
  useSendAssistantMessage,
  useSuggestions,
} from '../api/assistant';
import { AssistantCard } from '../components/assistant-card';
import '../components/ai-assistant.css';

type Message = AssistantAnswer['reply'];

/** Spec 001 TOOLS: the governance assistant, answered by the same engine as the `<charter-chat>` widget. */
export function AiAssistantRoute() {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [pending, setPending] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const conversations = useConversations();
  const conversation = useConversation(conversationId);
  const suggestions = useSuggestions();
  const send = useSendAssistantMessage();
  const remove = useDeleteConversation();
  const input = useRef<HTMLTextAreaElement>(null);
  // Answers shown at once, until the conversation's refetch holds them: never both (the refetch can land a
  // render before the effect below clears them, which showed the exception card twice).
  const stored = conversationId ? (conversation.data?.messages ?? []) : [];
  const storedIds = new Set(stored.map((message) => message.id));
  const messages = [...stored, ...pending.filter((message) => !storedIds.has(message.id))];

  useEffect(() => setPending([]), [conversation.data]);

  function ask(text: string) {
    const message = text.trim();
    if (!message || send.isPending) return;
    setDraft('');
    send.mutate(
      { message, conversationId },
      {
        onSuccess: (answer) => {
          setPending((all) => [...all, answer.message, answer.reply]);
          setConversationId(answer.conversation_id);
          input.current?.focus();
        },
      },
    );
  }

  return (
    <>
      <title>AI Assistant · Charter</title>
      <PageHeader
        title="AI Assistant"
        subtitle="Ask whether a change fits your constitution, why a decision was blocked, or how to do something well."
      />
      <div className="assistant-layout">
        <nav className="card assistant-conversations" aria-label="Conversations">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setConversationId(null);
              setPending([]);
              input.current?.focus();
            }}
          >
            New conversation
          </Button>
          {conversations.isError ? (
            <Alert>{toUserMessage(conversations.error, 'Could not load your conversations.')}</Alert>
          ) : (
            <ul>
              {(conversations.data ?? []).map((c) => (
                <li key={c.id} className={c.id === conversationId ? 'active' : undefined}>
                  <button
                    type="button"
                    className="assistant-conversation-link"
                    aria-current={c.id === conversationId ? 'true' : undefined}
                    onClick={() => {
                      setPending([]);
                      setConversationId(c.id);
                    }}
                  >
                    {c.title}
                  </button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete conversation: ${c.title}`}
                    onClick={() => {
                      remove.mutate(c.id);
                      if (c.id === conversationId) setConversationId(null);
                    }}
                  >
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <section className="card assistant-chat" aria-label="Chat">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard (axe scrollable-region-focusable, WCAG 2.1.1) */}
          <div className="assistant-log" role="log" aria-live="polite" aria-label="Messages" tabIndex={0}>
            {messages.length === 0 ? (
              <div className="assistant-empty">
                <h2>Ask about your rules</h2>
                <p className="muted">Examples from your constitution:</p>
                <ul className="assistant-examples">
                  {(suggestions.data ?? []).map((q) => (
                    <li key={q}>
                      <Button variant="secondary" size="sm" onClick={() => ask(q)}>
                        {q}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              messages.map((m) => (
                <article
                  key={m.id}
                  className={`assistant-message ${m.role}`}
                  aria-label={m.role === 'user' ? 'You' : 'Charter'}
                >
                  <p>{m.text}</p>
                  {m.cards.map((card, i) => (
                    <AssistantCard key={`${m.id}-${i}`} card={card} />
                  ))}
                  {m.note ? <p className="muted">{m.note}</p> : null}
                </article>
              ))
            )}
            {send.isPending ? <p className="muted">Charter is answering…</p> : null}
          </div>
          {send.isError ? <Alert>{toUserMessage(send.error, 'Charter could not answer.')}</Alert> : null}
          <form
            className="assistant-composer"
            onSubmit={(event) => {
              event.preventDefault();
              ask(draft);
            }}
          >
            <label htmlFor="assistant-input" className="sr-only">
              Your question
            </label>
            <textarea
              id="assistant-input"
              ref={input}
              rows={2}
              value={draft}
              placeholder="Can I add chart.js? We have 50 dependencies"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  ask(event.currentTarget.value);
                }
              }}
            />
            <Button type="submit" disabled={send.isPending || draft.trim() === ''}>
              Send
            </Button>
          </form>
          <p className="muted assistant-hint">Enter sends, Shift+Enter starts a new line.</p>
        </section>
      </div>
    </>
  );
}
