import { Badge } from '../../../components/ui/badge';
import type { SemiStatusData } from '../api/semi-connection';

/** Connected or Disconnected, reconnect attempts, Ready Yes or No, and why not. Announced when it changes. */
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
      {/* Why it is not ready (Semi down, key refused, stored key unreadable): what the person acts on. */}
      {!status.ready && status.lastError ? <span className="muted">{status.lastError}</span> : null}
    </p>
  );
}
