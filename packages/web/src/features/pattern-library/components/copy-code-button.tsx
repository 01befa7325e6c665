import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../lib/clipboard';

/** The confirmation reverts after 2 seconds. */
export const COPY_FEEDBACK_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies the code; a check mark replaces the label for 2 s. No toast: the change is announced through a
 * polite live region next to the button, and a refused clipboard is said plainly.
 */
export function CopyCodeButton({ code, name }: { code: string; name: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <div className="copy-row">
      <Button
        size="sm"
        variant="secondary"
        onClick={async () => setState((await copyText(code)) ? 'copied' : 'failed')}
      >
        {state === 'copied' ? (
          <>
            <span aria-hidden="true">✓</span> Copied
          </>
        ) : (
          <>
            Copy code<span className="visually-hidden"> of {name}</span>
          </>
        )}
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied'
          ? 'Copied'
          : state === 'failed'
            ? 'Copy failed: select the code and copy it by hand.'
            : ''}
      </span>
      {state === 'failed' ? (
        <span className="muted small" aria-hidden="true">
          Copy failed: select the code and copy it by hand.
        </span>
      ) : null}
    </div>
  );
}
