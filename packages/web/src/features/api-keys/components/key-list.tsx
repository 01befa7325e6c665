import type { ApiKey } from '@charter/core/api';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { useDeactivateKey } from '../api/deactivate-key';
import { useKeys } from '../api/get-keys';
import { KeyRow } from './key-row';

/** Every key of the user, both kinds, active and inactive (inactive keys stay listed, spec 002 §4). */
export function KeyList() {
  const keysQuery = useKeys();
  const deactivate = useDeactivateKey();
  const toast = useToast();

  const onDeactivate = (key: ApiKey) =>
    deactivate.mutate(key.keyId, {
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
    <Card as="section" aria-labelledby="key-list-title" aria-busy={keysQuery.isPending || undefined}>
      <CardHeader id="key-list-title" title="Your API keys" />
      {keysQuery.isPending ? (
        <div>
          <p className="visually-hidden" role="status">
            Loading keys…
          </p>
          <Skeleton />
          <Skeleton className="skeleton-short" />
        </div>
      ) : keysQuery.isError ? (
        <div className="grid-error">
          <Alert>Your keys could not be loaded.</Alert>
          <Button variant="secondary" onClick={() => void keysQuery.refetch()}>
            Retry
          </Button>
        </div>
      ) : keysQuery.data.length === 0 ? (
        <p className="muted">No API keys found</p>
      ) : (
        <ul className="key-list" aria-label="API keys">
          {keysQuery.data.map((key) => (
            <KeyRow
              key={key.id}
              apiKey={key}
              onDeactivate={onDeactivate}
              deactivating={deactivate.isPending && deactivate.variables === key.keyId}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
