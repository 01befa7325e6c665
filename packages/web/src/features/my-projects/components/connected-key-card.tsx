import { SecretOnceCard } from '../../../components/ui/secret-once-card';
import type { ConnectedProjectCreated } from '../api/connect-project';

/** Shown once after connecting: the key's secret exists only in that answer. */
export function ConnectedKeyCard({ created }: { created: ConnectedProjectCreated }) {
  const { apiKey, project } = created;
  return (
    <SecretOnceCard
      titleId="connected-key-title"
      title={`${project.name} is connected: its Charter key`}
      secret={apiKey.keySecret}
      testId="connected-key"
      copyFailedHint="Show the key and copy it by hand."
    >
      <p className="muted small">
        Key ID <code>{apiKey.keyId}</code>. The app sends it as <code>Authorization: Bearer …</code> to{' '}
        <code>POST /api/external/validate</code>; its decisions use this project's settings.
      </p>
    </SecretOnceCard>
  );
}
