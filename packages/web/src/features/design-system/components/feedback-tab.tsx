import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { BRAND_COLORS } from '../../../components/ui/brand-color';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { LoadingState, QueryState, type StateQuery } from '../../../components/ui/query-state';
import { type ToastInput, useToast } from '../../../components/ui/toast';
import { Example, ShowcaseSection } from './showcase';

const BADGE_USE: Record<(typeof BRAND_COLORS)[number] | 'neutral', string> = {
  primary: 'Primary',
  secondary: 'Warning',
  tertiary: 'Approved',
  quaternary: 'Info',
  neutral: 'Draft',
};

const TOASTS: readonly (ToastInput & { button: string })[] = [
  {
    button: 'Show a success toast',
    tone: 'success',
    title: 'Project saved',
    description: 'Example toast: nothing was saved.',
  },
  {
    button: 'Show an error toast',
    tone: 'error',
    title: 'Could not save the project',
    description: 'Example toast: nothing failed.',
  },
  {
    button: 'Show an info toast',
    tone: 'info',
    title: 'Copied to the clipboard',
    description: 'Example toast: nothing was copied.',
  },
];

/** How long the example's "load" takes after Retry, so the loading state can be seen. */
export const EXAMPLE_RETRY_MS = 800;

type LoadStage = 'failed' | 'loading' | 'loaded';

/**
 * The states QueryState switches between, driven by hand: a failed load, Retry, a short load, the data.
 * Nothing is fetched; the example says so.
 */
function QueryStateExample() {
  const [stage, setStage] = useState<LoadStage>('failed');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const query: StateQuery<string> = {
    isPending: stage === 'loading',
    isError: stage === 'failed',
    error: new Error('503: {"error":"The example service is down."}'),
    data: stage === 'loaded' ? 'Loaded. (Example: nothing was fetched.)' : undefined,
    refetch: () => {
      setStage('loading');
      return new Promise<void>((resolve) => {
        timer.current = window.setTimeout(() => {
          setStage('loaded');
          resolve();
        }, EXAMPLE_RETRY_MS);
      });
    },
  };
  return (
    <div className="ds-query-example">
      <QueryState
        query={query}
        loading="Loading the example…"
        skeletons={2}
        error="The example could not be loaded."
      >
        {(data) => (
          <div className="grid-error">
            <p>{data}</p>
            <Button variant="secondary" size="sm" onClick={() => setStage('failed')}>
              Show the Failure Again
            </Button>
          </div>
        )}
      </QueryState>
    </div>
  );
}

function DialogExample() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const close = () => {
    setOpen(false);
    // The native dialog gives focus back in browsers; this keeps the promise where it does not.
    opener.current?.focus();
  };
  return (
    <>
      <Button
        variant="secondary"
        onClick={(event) => {
          opener.current = event.currentTarget;
          setOpen(true);
        }}
      >
        Open Example Dialog
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Example dialog"
        description="Focus is held inside until it closes. Escape, the Close (×) button or Done closes it, and focus returns to the button that opened it."
        footer={<Button onClick={close}>Done</Button>}
      >
        <p>
          Use a dialog for a decision that needs the person’s full attention, such as rejecting a request with
          a reason.
        </p>
      </Dialog>
    </>
  );
}

export function FeedbackTab() {
  const toast = useToast();
  const [showError, setShowError] = useState(false);
  return (
    <div className="stack">
      <ShowcaseSection title="Badges" description="Badge from components/ui/badge.">
        <Example
          title="Badge"
          use="A short status or category beside a title. The word carries the meaning; the colour only repeats it."
          wide
        >
          <div className="badge-list">
            {[...BRAND_COLORS, 'neutral' as const].map((color) => (
              <Badge key={color} color={color}>
                {`${BADGE_USE[color]} (${color})`}
              </Badge>
            ))}
          </div>
        </Example>
      </ShowcaseSection>

      <ShowcaseSection
        title="Messages"
        description="Alert from components/ui/alert and the toasts of components/ui/toast."
      >
        <Example
          title='Alert tone="info"'
          use="A note that belongs to a part of the page and stays there. Screen readers hear it as a status."
        >
          <Alert tone="info">Changes apply to the next check of this project.</Alert>
        </Example>
        <Example
          title='Alert tone="error"'
          use="A failure the person must act on, such as a rejected form. Announced at once, so show it only when something went wrong."
        >
          <Button variant="secondary" aria-pressed={showError} onClick={() => setShowError((v) => !v)}>
            {showError ? 'Hide the Error Alert' : 'Show the Error Alert'}
          </Button>
          {showError ? <Alert>The key could not be created. Try again in a minute.</Alert> : null}
        </Example>
        <Example
          title="Toast"
          use="Confirms something that finished, away from where the person is looking. One at a time, gone after 5 seconds (hover or focus holds it); F8 moves focus to it."
        >
          <div className="button-row">
            {TOASTS.map(({ button, ...input }) => (
              <Button key={button} variant="secondary" onClick={() => toast(input)}>
                {button}
              </Button>
            ))}
          </div>
        </Example>
      </ShowcaseSection>

      <ShowcaseSection
        title="Progress and loading"
        description="ProgressBar (components/ui/progress-bar), Skeleton and the states of QueryState (components/ui/query-state). The values are examples."
      >
        <Example
          title="ProgressBar"
          use="How far something is, out of 100: completeness, a score. danger marks a bad figure."
          wide
        >
          <div className="ds-progress-list">
            <ProgressBar label="Primer completeness (example)" value={72} />
            <ProgressBar label="Rules followed (example)" value={88} color="tertiary" />
            <ProgressBar label="Budget used (example)" value={54} color="secondary" />
            <ProgressBar label="Governance score (example)" value={23} color="danger" />
          </div>
        </Example>
        <Example
          title="Loading: LoadingState and Skeleton"
          use="While data loads: grey lines where it will appear, and a status that screen readers hear instead."
        >
          <LoadingState
            label="Example of a loading card (nothing is loading)"
            skeletons={3}
            title
            cards={{ count: 1, className: 'ds-loading-card', testId: 'ds-skeleton-card' }}
          />
        </Example>
        <Example
          title="A failed load with Retry"
          use="When a call fails: say what could not load, and offer Retry. Never show sample data in its place."
        >
          <QueryStateExample />
        </Example>
      </ShowcaseSection>

      <ShowcaseSection
        title="Dialog"
        description="Dialog from components/ui/dialog, on the browser’s own modal dialog."
      >
        <Example
          title="Dialog"
          use="A decision or form that needs full attention before the page goes on. Keep it short."
        >
          <DialogExample />
        </Example>
      </ShowcaseSection>
    </div>
  );
}
