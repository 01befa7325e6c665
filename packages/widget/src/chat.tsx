import type { AssistantMessage } from '@charter/core';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { createWidgetClient, getVisitorId, WidgetError } from './api';
import { Card } from './cards';
import { STYLES } from './styles';

export interface ChatProps {
  server?: string;
  project?: string;
  theme?: string;
  placeholder?: string;
  /** From the `key` attribute (React reserves the prop name `key`). */
  widgetKey?: string;
  /** From the `open` attribute. */
  open?: boolean;
  /** The shadow root r2wc renders into. */
  container?: ShadowRoot;
}

type Line = Pick<AssistantMessage, 'id' | 'role' | 'text' | 'cards'> & { note?: string | undefined };

const FOCUSABLE = 'button:not([disabled]), textarea, a[href], [tabindex="0"]';

function emit(container: ShadowRoot | undefined, name: string, detail?: unknown) {
  container?.host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** `<charter-chat>`: a launcher and a panel that asks Charter's governance assistant. */
export function Chat(props: ChatProps) {
  const { container } = props;
  const [isOpen, setOpen] = useState(false);
  const [lines, setLines] = useState<Line[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const conversation = useRef<string | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const loaded = useRef(false);

  // The `open` attribute opens (and closes) the panel; derived from props, as they may arrive late.
  useEffect(() => {
    if (props.open !== undefined) setOpen(props.open);
  }, [props.open]);

  const client = useMemo(
    () =>
      props.server && props.widgetKey
        ? createWidgetClient({
            server: props.server,
            publishableKey: props.widgetKey,
            visitorId: getVisitorId(typeof localStorage === 'undefined' ? null : localStorage),
            project: props.project,
          })
        : null,
    [props.server, props.widgetKey, props.project],
  );

  // No request before the visitor opens the panel.
  useEffect(() => {
    if (!isOpen) return;
    emit(container, 'charter-open');
    input.current?.focus();
    if (!client) setError('This widget needs the server and key attributes.');
    else if (!loaded.current) {
      loaded.current = true;
      client.suggestions().then(setSuggestions, (e: unknown) => setError(toMessage(e)));
    }
  }, [isOpen, client]);

  const close = () => {
    setOpen(false);
    emit(container, 'charter-close');
    launcher.current?.focus();
  };

  async function ask(text: string) {
    const question = text.trim();
    if (!question || !client || busy) return;
    setBusy(true);
    setError(null);
    setDraft('');
    setLines((all) => [...all, { id: `local-${all.length}`, role: 'user', text: question, cards: [] }]);
    try {
      const answer = await client.send(question, conversation.current);
      conversation.current = answer.conversation_id;
      const { reply } = answer;
      setLines((all) => [
        ...all,
        { id: reply.id, role: 'assistant', text: reply.text, cards: reply.cards, note: reply.note },
      ]);
      for (const card of reply.cards) if (card.type === 'verdict') emit(container, 'charter-verdict', card);
    } catch (e) {
      setError(toMessage(e));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  }

  // Keyboard: Escape closes and returns focus to the launcher; Tab stays inside the open panel.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    const active = container?.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <style>{STYLES}</style>
      {isOpen && (
        <div
          ref={panel}
          class="panel"
          role="dialog"
          aria-label="Charter governance chat"
          onKeyDown={onKeyDown}
        >
          <header>
            <h2>Ask Charter</h2>
            <button type="button" class="close" onClick={close} aria-label="Close chat">
              ✕
            </button>
          </header>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard (axe scrollable-region-focusable, WCAG 2.1.1) */}
          <div class="log" role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
            {lines.length === 0 && (
              <div>
                <p class="muted">Ask whether a change fits your team’s rules. For example:</p>
                <div class="chips">
                  {suggestions.map((s) => (
                    <button type="button" class="chip" key={s} onClick={() => ask(s)}>
                      {s}
                    </button>
                  ))}
                </div>
              </div>
            )}
            {lines.map((line) => (
              <div key={line.id} class={`msg ${line.role === 'user' ? 'user' : 'bot'}`}>
                <span class="sr">{line.role === 'user' ? 'You: ' : 'Charter: '}</span>
                {line.text}
                {line.cards.map((card, i) => (
                  <Card key={i} card={card} />
                ))}
                {line.note && <p class="note">{line.note}</p>}
              </div>
            ))}
            {busy && <p class="muted">Charter is thinking…</p>}
          </div>
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              ask(draft);
            }}
          >
            <label class="sr" for="charter-chat-input">
              Your question
            </label>
            <textarea
              id="charter-chat-input"
              ref={input}
              rows={1}
              value={draft}
              placeholder={props.placeholder || 'Can I add a dependency?'}
              onInput={(event) => setDraft((event.currentTarget as HTMLTextAreaElement).value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  ask((event.currentTarget as HTMLTextAreaElement).value);
                }
              }}
            />
            <button type="submit" class="send" disabled={busy || draft.trim() === ''}>
              Send
            </button>
          </form>
        </div>
      )}
      <button
        ref={launcher}
        type="button"
        class="launcher"
        aria-expanded={isOpen}
        onClick={() => (isOpen ? close() : setOpen(true))}
      >
        {isOpen ? 'Close Charter' : 'Ask Charter'}
      </button>
    </>
  );
}

function toMessage(error: unknown): string {
  return error instanceof WidgetError ? error.message : 'Charter could not answer. Try again.';
}
