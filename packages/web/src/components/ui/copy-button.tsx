import { useEffect, useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { Button } from './button';
import { useToast } from './toast';

/** A copy confirmation shows for 2 seconds. */
export const COPIED_MS = 2000;

/** Copies `text`; reads "✓ Copied" for 2 s and confirms with a toast, or says how to copy by hand. */
export function CopyButton({
  text,
  label,
  toastTitle,
  toastDescription = 'Copied to the clipboard.',
  'aria-label': ariaLabel,
}: {
  text: string;
  label: string;
  toastTitle: string;
  toastDescription?: string;
  'aria-label'?: string;
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
      toast({ tone: 'success', title: toastTitle, description: toastDescription });
    } else {
      toast({ tone: 'error', title: 'Copy failed', description: 'Select the text and copy it by hand.' });
    }
  };

  return (
    <Button variant="secondary" size="sm" aria-label={ariaLabel} onClick={() => void copy()}>
      {copied ? '✓ Copied' : label}
    </Button>
  );
}
