import type { ApiKey } from '@charter/core/api';
import { KeyListCard } from '../../../components/ui/key-list';
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
          onDeactivate={onDeactivate}
          deactivating={deactivate.isPending && deactivate.variables === key.keyId}
        />
      )}
    </KeyListCard>
  );
}
