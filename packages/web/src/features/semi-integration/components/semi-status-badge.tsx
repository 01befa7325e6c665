import { Badge } from '../../../components/ui/badge';
import type { SemiStatusData } from '../api/semi-connection';

/** Connected or Disconnected, reconnect attempts, Ready Yes or No. Announced when it changes. */
export function SemiStatusBadge({ status }: { status: SemiStatusData | undefined }) {
  if (!status) {
    return (
      <p className="semi-status" role="status">
        <Badge color="neutral">Checking…</Badge>
      </p>
    );
  }
  return (
    <p className="semi-status" role="status" aria-label="Semi connection status">
      <Badge color={status.connected ? 'tertiary' : 'neutral'}>
        {status.connected ? 'Connected' : 'Disconnected'}
      </Badge>
      <span>
        Reconnect attempts: <strong>{status.reconnectAttempts}</strong>
      </span>
      <span>
        Ready: <strong>{status.ready ? 'Yes' : 'No'}</strong>
      </span>
      {status.agent ? (
        <span className="muted">
          {status.agent.name} {status.agent.version} at {status.semiDomain}
        </span>
      ) : null}
    </p>
  );
}
