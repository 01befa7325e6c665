import type { ReactNode } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';

/** One generated text with a Copy button (and optional extra actions such as Download). */
export function CopyBlock({
  id,
  title,
  description,
  text,
  actions,
  wrap = false,
}: {
  id: string;
  title: string;
  description: ReactNode;
  text: string;
  actions?: ReactNode;
  /** Wrap long lines (prose) instead of scrolling sideways (code). */
  wrap?: boolean;
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <CardHeader
        id={`${id}-title`}
        title={title}
        description={description}
        action={
          <div className="button-row">
            {actions}
            <CopyButton
              text={text}
              label="Copy"
              aria-label={`Copy ${title.toLowerCase()}`}
              toastTitle="Copied"
              toastDescription={`${title} copied to clipboard`}
            />
          </div>
        }
      />
      {/* A scrolling text must be focusable so keyboard users can scroll it (WCAG 2.1.1). */}
      <section
        className={wrap ? 'generated-text wrap' : 'generated-text'}
        aria-label={`${title} text`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above; axe's scrollable-region-focusable.
        tabIndex={0}
      >
        <pre className="code-block">
          <code>{text}</code>
        </pre>
      </section>
    </Card>
  );
}
