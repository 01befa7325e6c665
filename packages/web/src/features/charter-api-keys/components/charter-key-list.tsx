import { KeyItem, KeyListCard } from '../../../components/ui/key-list';
import { KeyUsageDetails } from '../../../components/ui/key-usage-details';
import { useCharterKeys } from '../api/get-charter-keys';
import { KeyIdDetail } from './key-id-detail';

/** The user's Charter keys: never their secrets, only what Charter knows about their use. */
export function CharterKeyList() {
  return (
    <KeyListCard
      titleId="charter-keys-title"
      title="Your Charter API keys"
      keys={useCharterKeys()}
      empty="No Charter API keys yet. Generate one above."
      listLabel="Charter API keys"
    >
      {(key) => (
        <KeyItem apiKey={key}>
          <KeyUsageDetails apiKey={key}>
            <KeyIdDetail keyId={key.keyId} />
          </KeyUsageDetails>
        </KeyItem>
      )}
    </KeyListCard>
  );
}
