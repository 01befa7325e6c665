import type { ApiKey } from '@charter/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { KeyListCard } from '../../../components/ui/key-list';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { useKeys } from '../../../lib/queries/api-keys';
import { useDeactivateKey } from '../api/deactivate-key';
import { KeyRow } from './key-row';

/** Every key of the user, both kinds, active and inactive (inactive keys stay listed). */
export function KeyList() {
  const keysQuery = useKeys();
  const deactivate = useDeactivateKey();
  const toast = useToast();
  // The key waiting for the user's confirmation: deactivating cannot be undone.
  const [confirming, setConfirming] = useState<ApiKey | null>(null);

  const onDeactivate = (key: ApiKey) =>
    deactivate.mutate(key.keyId, {
      onSettled: () => setConfirming(null),
      onSuccess: () =>
        toast({
          tone: 'success',
          title: 'API Key Deactivated',
          description: 'The API key has been deactivated and can no longer be used.',
        }),
      onError: (error) =>
        toast({
          tone: 'error',
          title: 'Failed to deactivate API key',
          description: toUserMessage(error, 'Unknown error'),
        }),
    });

  return (
    <>
      <KeyListCard
        titleId="key-list-title"
        title="Your API keys"
        keys={keysQuery}
        empty="No API keys found"
        listLabel="API keys"
      >
        {(key) => (
          <KeyRow
            apiKey={key}
            onDeactivate={setConfirming}
            deactivating={deactivate.isPending && deactivate.variables === key.keyId}
          />
        )}
      </KeyListCard>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Deactivate ${confirming?.name ?? 'key'}?`}
        description="Agents and tools that use this key are refused from now on. A deactivated key cannot be turned back on; create a new one if you need it again."
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              disabled={deactivate.isPending}
              onClick={() => (confirming ? onDeactivate(confirming) : undefined)}
            >
              {deactivate.isPending ? 'Deactivating...' : 'Deactivate key'}
            </Button>
          </>
        }
      >
        <p className="muted">The key stays listed, marked Deactivated, with its usage.</p>
      </Dialog>
    </>
  );
}
