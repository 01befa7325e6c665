import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { toFullDate } from '../../../lib/format-time';
import { maskSecret } from '../../../lib/mask-secret';
import type { GeneratedCharterKey } from '../api/generate-charter-key';

/** The green card shown once after generation: the secret exists only in this answer. */
export function GeneratedKeyCard({ apiKey }: { apiKey: GeneratedCharterKey }) {
  const [visible, setVisible] = useState(false);
  const toast = useToast();

  const copy = async () => {
    if (await copyText(apiKey.keySecret)) {
      toast({ tone: 'success', title: 'Copied', description: 'API key copied to clipboard' });
    } else {
      toast({
        tone: 'error',
        title: 'Copy failed',
        description: 'The browser did not allow copying. Show the key and copy it by hand.',
      });
    }
  };

  return (
    <section className="card success-card" aria-labelledby="new-key-title">
      <h2 id="new-key-title" className="card-title">
        Your new API key: {apiKey.name}
      </h2>
      <div className="secret-row">
        <code className="secret-value" data-testid="generated-key">
          {visible ? apiKey.keySecret : maskSecret(apiKey.keySecret)}
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
      <dl className="detail-list">
        <div>
          <dt>Key ID</dt>
          <dd>
            <code>{apiKey.keyId}</code>
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={apiKey.createdAt}>{toFullDate(apiKey.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <p className="success-note">
        <strong>Copy this key now.</strong> It will not be shown again: Charter keeps only a hash of it.
      </p>
    </section>
  );
}
