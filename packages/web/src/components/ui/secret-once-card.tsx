import { type ReactNode, useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { maskSecret } from '../../lib/mask-secret';
import { Button } from './button';
import { useToast } from './toast';

interface SecretOnceCardProps {
  /** The id of the card's heading, which names the card. */
  titleId: string;
  title: ReactNode;
  /** The key's secret: it exists only in the answer that made the key. */
  secret: string;
  /** The test id of the secret's <code>, which e2e tests read the key from. */
  testId: string;
  /** The toast's advice when the browser refuses to copy. */
  copyFailedHint: string;
  /** What to say about the key between the secret and the closing warning. */
  children: ReactNode;
}

/**
 * The green card shown once after a key is made: the secret masked until shown, Show/Hide and Copy, and the
 * warning that it will not be shown again. Used after generating a Charter key and after connecting a project.
 */
export function SecretOnceCard({
  titleId,
  title,
  secret,
  testId,
  copyFailedHint,
  children,
}: SecretOnceCardProps) {
  const [visible, setVisible] = useState(false);
  const toast = useToast();

  const copy = async () =>
    toast(
      (await copyText(secret))
        ? { tone: 'success', title: 'Copied', description: 'API key copied to clipboard' }
        : { tone: 'error', title: 'Copy failed', description: copyFailedHint },
    );

  return (
    <section className="card success-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {title}
      </h2>
      <div className="secret-row">
        <code className="secret-value" data-testid={testId}>
          {visible ? secret : maskSecret(secret)}
        </code>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={visible}
          aria-label={visible ? 'Hide API key' : 'Show API key'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
        <Button variant="secondary" size="sm" aria-label="Copy API key" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      {children}
      <p className="success-note">
        <strong>Copy this key now.</strong> It will not be shown again: Charter keeps only a hash of it.
      </p>
    </section>
  );
}
