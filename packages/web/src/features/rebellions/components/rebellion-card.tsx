import type { Rebellion, RebellionView } from '@charter/core';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toFullDate } from '../../../lib/format-time';
import { isExpired } from '../utils/search-rebellions';
import { RiskBadge, StatusBadge } from './rebellion-badges';

const ACTION_LABEL: Record<Rebellion['history'][number]['action'], string> = {
  filed: 'Filed',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
  used: 'Used',
  revoked: 'Revoked',
};

/** `user:grace@example.com` → `grace@example.com`; `agent:claude` → `agent claude`. */
function toActor(actor: string): string {
  if (actor.startsWith('user:')) return actor.slice('user:'.length);
  if (actor.startsWith('agent:')) return `agent ${actor.slice('agent:'.length)}`;
  return actor;
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{toFullDate(iso)}</time>;
}

interface RebellionCardProps {
  rebellion: RebellionView;
  onApprove: (rebellion: RebellionView) => void;
  onReject: (rebellion: RebellionView) => void;
  /** Offered for an approved exception: withdraw it. */
  onRevoke: (rebellion: RebellionView) => void;
}

/** One agent's request: what it wants, why, what it would waive, and what happened to it since. */
export function RebellionCard({ rebellion, onApprove, onReject, onRevoke }: RebellionCardProps) {
  const headingId = useId();
  const expired = isExpired(rebellion);
  const expiry = rebellion.expires_at ? (
    <Time iso={rebellion.expires_at} />
  ) : rebellion.status === 'approved' ? (
    'No expiry'
  ) : (
    '—'
  );

  return (
    <Card as="article" className="rebellion-card" aria-labelledby={headingId}>
      <div className="rebellion-card-header">
        <h2 id={headingId} className="rebellion-title">
          {rebellion.requested_action}
        </h2>
        <div className="rebellion-badges">
          <RiskBadge level={rebellion.risk_analysis.level} />
          <StatusBadge status={rebellion.status} expired={expired} />
        </div>
      </div>

      <p className="rebellion-effect">{rebellion.effect}</p>

      <dl className="rebellion-facts">
        <div>
          <dt>Agent</dt>
          <dd>{rebellion.agent_id}</dd>
        </div>
        <div>
          <dt>Project</dt>
          <dd>{rebellion.project_name ?? 'No project (default constitution)'}</dd>
        </div>
        <div>
          <dt>Rules</dt>
          <dd>
            {rebellion.rule_ids.length === 0 ? (
              '—'
            ) : (
              <ul className="rebellion-rules">
                {rebellion.rule_ids.map((id) => (
                  <li key={id}>
                    <code>{id}</code>
                  </li>
                ))}
              </ul>
            )}
            {rebellion.max_value !== null ? (
              <span className="muted small"> (agent asked up to {rebellion.max_value})</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <Time iso={rebellion.created_at} />
          </dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{expiry}</dd>
        </div>
        <div>
          <dt>Times used</dt>
          <dd>
            {rebellion.uses === 'unlimited'
              ? `${rebellion.times_used} (no limit)`
              : `${rebellion.times_used} of ${rebellion.uses}`}
          </dd>
        </div>
      </dl>

      <div className="rebellion-justification">
        <h3 className="rebellion-subheading">Justification</h3>
        <p>{rebellion.justification}</p>
      </div>

      {rebellion.risk_analysis.reasons.length > 0 ? (
        <ul className="rebellion-reasons muted small" aria-label="Risk analysis">
          {rebellion.risk_analysis.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}

      {rebellion.status !== 'pending' && rebellion.decided_by && rebellion.decided_at ? (
        <p className="small">
          {rebellion.status === 'rejected' ? 'Rejected' : 'Approved'} by {toActor(rebellion.decided_by)} on{' '}
          <Time iso={rebellion.decided_at} />
          {rebellion.rejection_reason ? `: “${rebellion.rejection_reason}”` : '.'}
        </p>
      ) : null}

      <details className="rebellion-history">
        <summary>History ({rebellion.history.length})</summary>
        {rebellion.history.length === 0 ? (
          <p className="muted small">Nothing recorded yet.</p>
        ) : (
          <ol>
            {rebellion.history.map((event, index) => (
              // Events are append-only and never reordered, so the index is a stable key.
              <li key={index}>
                <span className="rebellion-event">{ACTION_LABEL[event.action]}</span> by{' '}
                {toActor(event.actor)} on <Time iso={event.at} />
                {event.note ? <span className="muted"> — {event.note}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </details>

      {rebellion.status === 'pending' ? (
        <div className="rebellion-actions">
          <Button onClick={() => onApprove(rebellion)}>Approve</Button>
          <Button variant="secondary" onClick={() => onReject(rebellion)}>
            Reject
          </Button>
        </div>
      ) : null}
      {rebellion.status === 'approved' ? (
        <div className="rebellion-actions">
          <Button variant="secondary" onClick={() => onRevoke(rebellion)}>
            Revoke
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
