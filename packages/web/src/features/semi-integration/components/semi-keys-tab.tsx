import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { KeyNameForm } from '../../../components/ui/key-name-form';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { toFullDate } from '../../../lib/format-time';
import {
  type GeneratedSemiKey,
  type SemiKeys,
  useDeactivateSemiKey,
  useDeleteSemiKey,
  useGenerateSemiKey,
  useSemiKeys,
} from '../api/semi-keys';

/**
 * Semi keys: keys an A2A agent sends to call Charter. Masked (first 8 … last 8) in the list;
 * the whole value exists only in the answer that generated it, so only the key generated now can be shown.
 */
export function SemiKeysTab() {
  const [fresh, setFresh] = useState<GeneratedSemiKey | null>(null);
  const [revealed, setRevealed] = useState(false);
  const keys = useSemiKeys();
  const generate = useGenerateSemiKey();
  const deactivate = useDeactivateSemiKey();
  const remove = useDeleteSemiKey();
  const toast = useToast();
  // The key and the change waiting for the user's confirmation: neither can be undone.
  const [confirming, setConfirming] = useState<{
    id: string;
    keyName: string;
    action: 'deactivate' | 'delete';
  } | null>(null);

  const onConfirm = () => {
    if (!confirming) return;
    const { id, action } = confirming;
    if (action === 'deactivate') {
      deactivate.mutate(id, {
        onSettled: () => setConfirming(null),
        onError: (error) =>
          toast({
            tone: 'error',
            title: 'Deactivation Failed',
            description: toUserMessage(error, 'Please try again.'),
          }),
      });
      return;
    }
    remove.mutate(id, {
      onSettled: () => setConfirming(null),
      onSuccess: () => {
        if (fresh?.id === id) setFresh(null);
      },
      onError: (error) =>
        toast({
          tone: 'error',
          title: 'Deletion Failed',
          description: toUserMessage(error, 'Please try again.'),
        }),
    });
  };

  const submit = (keyName: string, reset: () => void) =>
    generate.mutate(keyName, {
      onSuccess: (key) => {
        reset();
        setFresh(key);
        setRevealed(false);
        toast({
          tone: 'success',
          title: 'Semi key generated',
          description: `Copy “${key.keyName}” now: it is shown this once.`,
        });
      },
      onError: (error) =>
        toast({
          tone: 'error',
          title: 'Generation Failed',
          description: toUserMessage(error, 'The key could not be generated.'),
        }),
    });

  return (
    <div className="stack">
      <Card as="section" aria-labelledby="semi-generate-title">
        <CardHeader
          id="semi-generate-title"
          title="Semi keys"
          description="An A2A agent calling Charter (to validate decisions, read your rules and context, or ask for exceptions) sends one of these as “Authorization: Bearer <key>”."
        />
        <KeyNameForm
          placeholder="e.g. Planning agent"
          submitLabel="Generate"
          pending={generate.isPending}
          onGenerate={submit}
        />
        {fresh ? (
          <div className="semi-fresh-key" aria-live="polite">
            <p>
              <strong>{fresh.keyName}</strong>: copy it now, it will not be shown again.
            </p>
            <code className="semi-key-value">{revealed ? fresh.keyValue : maskValue(fresh.keyValue)}</code>
            <div className="form-actions">
              <Button
                variant="secondary"
                size="sm"
                aria-pressed={revealed}
                onClick={() => setRevealed(!revealed)}
              >
                {revealed ? 'Hide key' : 'Show key'}
              </Button>
              <CopyButton text={fresh.keyValue} label="Copy key" toastTitle="Semi key copied" />
            </div>
          </div>
        ) : null}
      </Card>
      <Card as="section" aria-labelledby="semi-keys-title">
        <CardHeader id="semi-keys-title" title="Your Semi keys" level={2} />
        <QueryState<SemiKeys>
          query={keys}
          loading="Loading keys…"
          error="Your Semi keys could not be loaded."
          isEmpty={(list) => list.length === 0}
          empty={<p className="muted">No Semi keys yet.</p>}
        >
          {(list) => (
            <ul className="semi-key-list" aria-label="Semi keys">
              {list.map((key) => (
                <li key={key.id} className="key-item">
                  <div className="key-item-head">
                    <h3 className="key-name">{key.keyName}</h3>
                    <Badge color={key.isActive ? 'tertiary' : 'neutral'}>
                      {key.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                    {key.isActive ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={deactivate.isPending}
                        onClick={() =>
                          setConfirming({ id: key.id, keyName: key.keyName, action: 'deactivate' })
                        }
                      >
                        Deactivate <span className="visually-hidden">{key.keyName}</span>
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={remove.isPending}
                      onClick={() => setConfirming({ id: key.id, keyName: key.keyName, action: 'delete' })}
                    >
                      Delete <span className="visually-hidden">{key.keyName}</span>
                    </Button>
                  </div>
                  <p className="semi-key-meta">
                    <code>{key.keyValue}</code>
                    <span className="muted">
                      Created {toFullDate(key.createdAt)}
                      {key.lastUsed ? ` · last used ${toFullDate(key.lastUsed)}` : ' · never used'}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`${confirming?.action === 'delete' ? 'Delete' : 'Deactivate'} ${confirming?.keyName ?? 'key'}?`}
        description={
          confirming?.action === 'delete'
            ? 'The key is removed from the list, and an agent that still sends it is refused. This cannot be undone.'
            : 'An agent that sends this key is refused from now on. A deactivated key cannot be turned back on; generate a new one if you need it again.'
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button disabled={deactivate.isPending || remove.isPending} onClick={onConfirm}>
              {confirming?.action === 'delete' ? 'Delete key' : 'Deactivate key'}
            </Button>
          </>
        }
      >
        <p className="muted">Agents configured with it need a new key.</p>
      </Dialog>
    </div>
  );
}

/** The list's mask, for the freshly generated key while it is hidden. */
function maskValue(value: string): string {
  return value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-8)}` : '…';
}
