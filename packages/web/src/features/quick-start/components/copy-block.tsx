import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';

/** Spec 001 §9: copy confirmations revert after 2 seconds. */
export const COPIED_MS = 2000;

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
  const [copied, setCopied] = useState(false);
  const toast = useToast();

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(text)) {
      setCopied(true);
      toast({ tone: 'success', title: 'Copied', description: `${title} copied to clipboard` });
    } else {
      toast({ tone: 'error', title: 'Copy failed', description: 'Select the text and copy it by hand.' });
    }
  };

  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <CardHeader
        id={`${id}-title`}
        title={title}
        description={description}
        action={
          <div className="button-row">
            {actions}
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Copy ${title.toLowerCase()}`}
              onClick={() => void copy()}
            >
              {copied ? '✓ Copied' : 'Copy'}
            </Button>
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
