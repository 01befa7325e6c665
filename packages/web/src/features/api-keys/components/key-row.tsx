import type { ApiKey } from '@charter/core';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { KeyItem } from '../../../components/ui/key-list';
import { KeyUsageDetails } from '../../../components/ui/key-usage-details';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { toFullDate } from '../../../lib/format-time';
import { maskSecret } from '../../../lib/mask-secret';

const KIND_LABEL: Record<ApiKey['kind'], string> = {
  api: 'API key',
  charter: 'Charter key',
  semi: 'Semi key',
  publishable: 'Widget key',
};

/** One key: never its secret. The key ID is masked until revealed. */
export function KeyRow({
  apiKey,
  onDeactivate,
  deactivating,
}: {
  apiKey: ApiKey;
  onDeactivate: (key: ApiKey) => void;
  deactivating: boolean;
}) {
  const [revealed, setRevealed] = useState(false);
  const toast = useToast();
  const copy = async () =>
    (await copyText(apiKey.keyId))
      ? toast({ tone: 'success', title: 'Copied', description: 'Key ID copied to clipboard' })
      : toast({ tone: 'error', title: 'Copy failed', description: 'Reveal the key ID and copy it by hand.' });

  return (
    <KeyItem
      apiKey={apiKey}
      badges={<Badge color="quaternary">{KIND_LABEL[apiKey.kind]}</Badge>}
      action={
        // A deactivated key says so (it still offered Deactivate); an active one asks first.
        apiKey.isActive ? (
          <Button
            variant="secondary"
            size="sm"
            className="key-item-action"
            disabled={deactivating}
            aria-label={`Deactivate ${apiKey.name}`}
            onClick={() => onDeactivate(apiKey)}
          >
            {deactivating ? 'Deactivating...' : 'Deactivate'}
          </Button>
        ) : (
          <span className="key-item-action muted">
            Deactivated
            {apiKey.deactivatedAt ? (
              <>
                {' '}
                <time dateTime={apiKey.deactivatedAt}>{toFullDate(apiKey.deactivatedAt)}</time>
              </>
            ) : null}
          </span>
        )
      }
    >
      {apiKey.description ? <p className="muted">{apiKey.description}</p> : null}
      <div className="secret-row">
        <span className="detail-label">Key ID</span>
        <code className="secret-value">{revealed ? apiKey.keyId : maskSecret(apiKey.keyId, 4)}</code>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={revealed}
          aria-label={`${revealed ? 'Hide' : 'Reveal'} key ID of ${apiKey.name}`}
          onClick={() => setRevealed((r) => !r)}
        >
          {revealed ? 'Hide' : 'Reveal'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Copy key ID of ${apiKey.name}`}
          onClick={() => void copy()}
        >
          Copy
        </Button>
      </div>
      <KeyUsageDetails apiKey={apiKey} />
    </KeyItem>
  );
}
