import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import type { CreatedKey } from '../api/create-key';

/** The secret of a key just created: in this answer only, so it is shown here once, with a copy button. */
export function CreatedKeySecret({ created, onDone }: { created: CreatedKey; onDone: () => void }) {
  const toast = useToast();
  const copy = async () =>
    (await copyText(created.secret))
      ? toast({ tone: 'success', title: 'Copied', description: 'API key copied to clipboard' })
      : toast({ tone: 'error', title: 'Copy failed', description: 'Select the key and copy it by hand.' });

  return (
    <section className="card success-card" aria-labelledby="created-key-title">
      <h2 id="created-key-title" className="card-title">
        Key created: {created.key.name}
      </h2>
      <p>
        Key ID <code>{created.keyId}</code>. The secret below is the bearer key: send it as{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>.
      </p>
      <div className="secret-row">
        <code className="secret-value" data-testid="created-secret">
          {created.secret}
        </code>
        <Button variant="secondary" size="sm" aria-label="Copy secret" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      <p className="success-note">
        <strong>It won’t be shown again.</strong> Charter keeps only a hash of it.
      </p>
      <div>
        <Button variant="ghost" size="sm" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </section>
  );
}
