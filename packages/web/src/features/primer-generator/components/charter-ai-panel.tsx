import type { PartialPrimerAnswers } from '@charter/core';
import { PRIMER_FIELDS, PRIMER_STEPS } from '@charter/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useChatConversation } from '../utils/chat-conversation';
import { PANEL_WIDTH } from '../utils/chat-panel-width';
import { ChatResizeHandle } from './chat-resize-handle';
import { ChatThread } from './chat-thread';

interface CharterAiPanelProps {
  answers: PartialPrimerAnswers;
  /** The wizard step on screen (0–4): the panel offers to explain that step's fields. */
  step: number;
}

/**
 * The floating Charter AI panel: a launcher, a non-modal panel that Escape closes
 * (focus goes back to the launcher), resizable 250–600 px in 50 px steps by pointer or keyboard.
 */
export function CharterAiPanel({ answers, step }: CharterAiPanelProps) {
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState<number>(PANEL_WIDTH.initial);
  const conversation = useChatConversation('panel', answers);
  const panelId = useId();
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
  };

  const current = PRIMER_STEPS[step];
  const suggestions = (current?.keys ?? []).map((key) => ({
    label: `Explain ${PRIMER_FIELDS[key].label.toLowerCase()}`,
    message: `What does ${PRIMER_FIELDS[key].label} mean?`,
  }));

  return (
    <>
      {/* A plain button: the shared Button takes no ref, and focus must come back here on close. */}
      <button
        ref={launcherRef}
        type="button"
        className="btn btn-primary btn-sm ai-panel-launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Charter AI
      </button>
      {open ? (
        <section
          id={panelId}
          className="ai-panel"
          role="dialog"
          aria-labelledby={titleId}
          style={{ width }}
          onKeyDown={onKeyDown}
        >
          <ChatResizeHandle width={width} onWidthChange={setWidth} />
          <div className="ai-panel-body">
            <header className="ai-panel-header">
              <div>
                <h2 id={titleId} className="ai-panel-title">
                  Charter AI
                </h2>
                {current ? (
                  <p className="ai-panel-step">
                    Step {step + 1} of {PRIMER_STEPS.length}: {current.title}
                  </p>
                ) : null}
              </div>
              <Button variant="ghost" size="sm" onClick={() => setOpen(false)} aria-label="Close Charter AI">
                <span aria-hidden="true">×</span>
              </Button>
            </header>
            <ChatThread
              conversation={conversation}
              label="Ask Charter AI"
              logLabel="Charter AI conversation"
              intro="Ask what a field means, describe your project for suggested wording, or ask what is still missing."
              textareaRef={inputRef}
              suggestions={suggestions}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
