import { SecretOnceCard } from '../../../components/ui/secret-once-card';
import { toFullDate } from '../../../lib/format-time';
import type { GeneratedCharterKey } from '../api/generate-charter-key';
import { KeyIdDetail } from './key-id-detail';

/** The green card shown once after generation: the secret exists only in this answer. */
export function GeneratedKeyCard({ apiKey }: { apiKey: GeneratedCharterKey }) {
  return (
    <SecretOnceCard
      titleId="new-key-title"
      title={`Your new API key: ${apiKey.name}`}
      secret={apiKey.keySecret}
      testId="generated-key"
      copyFailedHint="The browser did not allow copying. Show the key and copy it by hand."
    >
      <dl className="detail-list">
        <KeyIdDetail keyId={apiKey.keyId} />
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={apiKey.createdAt}>{toFullDate(apiKey.createdAt)}</time>
          </dd>
        </div>
      </dl>
    </SecretOnceCard>
  );
}
