import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { maskSecret } from '../../../lib/mask-secret';
import type { ConnectedProjectCreated } from '../api/connect-project';

/** Shown once after connecting: the key's secret exists only in that answer. */
export function ConnectedKeyCard({ created }: { created: ConnectedProjectCreated }) {
  const [visible, setVisible] = useState(false);
  const toast = useToast();
  const { apiKey, project } = created;

  const copy = async () => {
    const copied = await copyText(apiKey.keySecret);
    toast(
      copied
        ? { tone: 'success', title: 'Copied', description: 'API key copied to clipboard' }
        : { tone: 'error', title: 'Copy failed', description: 'Show the key and copy it by hand.' },
    );
  };

  return (
    <section className="card success-card" aria-labelledby="connected-key-title">
      <h2 id="connected-key-title" className="card-title">
        {project.name} is connected: its Charter key
      </h2>
      <div className="secret-row">
        <code className="secret-value" data-testid="connected-key">
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
      <p className="muted small">
        Key ID <code>{apiKey.keyId}</code>. The app sends it as <code>Authorization: Bearer …</code> to{' '}
        <code>POST /api/external/validate</code>; its decisions use this project's settings.
      </p>
      <p className="success-note">
        <strong>Copy this key now.</strong> It will not be shown again: Charter keeps only a hash of it.
      </p>
    </section>
  );
}
