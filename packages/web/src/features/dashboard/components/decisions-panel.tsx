import { AGENT_DECISIONS_NOTE, type LedgerEntry } from '@charter/core';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/query-state';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';
import { DECISIONS_LIMIT, useDecisions } from '../../../lib/queries/decisions';
import { countDecisions } from '../utils/summarize-decisions';

const RANGES = [
  { key: '7', label: '7 days', days: 7 },
  { key: '30', label: '30 days', days: 30 },
  { key: 'all', label: 'All time', days: null },
] as const;
type RangeKey = (typeof RANGES)[number]['key'];

const RECENT = 5;

const STATUS = {
  approved: { label: 'Approved', color: 'tertiary' },
  blocked: { label: 'Blocked', color: 'primary' },
  warning: { label: 'Warning', color: 'secondary' },
} as const;

function DecisionRow({ decision }: { decision: LedgerEntry }) {
  const status = STATUS[decision.status];
  const who = [decision.agent_id, decision.project_name].filter(Boolean).join(' · ');
  return (
    <li className="decision-row">
      <div>
        <p className="decision-text">{decision.description}</p>
        <p className="decision-meta">
          {who ? `${who} · ` : ''}
          <time dateTime={decision.at} title={toFullDate(decision.at)}>
            {toRelativeTime(decision.at)}
          </time>
          {decision.exception_rebellion_id ? ' · allowed by an approved exception' : ''}
        </p>
      </div>
      <Badge color={status.color}>{status.label}</Badge>
    </li>
  );
}

/** Governance decisions from the ledger: counts per range and the latest ones, never sample rows. */
export function DecisionsPanel({ now = new Date() }: { now?: Date }) {
  const decisions = useDecisions();
  const [range, setRange] = useState<RangeKey>('7');
  const days = RANGES.find((r) => r.key === range)?.days ?? null;
  const since = days === null ? null : now.getTime() - days * 24 * 3600 * 1000;

  let body: ReactNode;
  if (decisions.isPending) {
    body = <LoadingState label="Loading decisions..." />;
  } else if (decisions.isError) {
    body = (
      <div className="grid-error">
        <Alert>Your agents’ decisions could not be loaded.</Alert>
        <Button variant="secondary" size="sm" onClick={() => void decisions.refetch()}>
          Retry decisions
        </Button>
      </div>
    );
  } else {
    const counts = countDecisions(decisions.data, since);
    body = (
      <div className="decisions-body">
        <dl className="activity-figures" aria-live="polite">
          <div>
            <dt>Approved</dt>
            <dd>{counts.approved}</dd>
          </div>
          <div>
            <dt>Blocked</dt>
            <dd>{counts.blocked}</dd>
          </div>
          <div>
            <dt>Warnings</dt>
            <dd>{counts.warnings}</dd>
          </div>
        </dl>
        <p className="muted small">{AGENT_DECISIONS_NOTE}</p>
        {decisions.data.length === 0 ? (
          <p className="muted small">
            No decisions recorded yet. When your agents ask Charter before they act, their decisions appear
            here.
          </p>
        ) : (
          <div>
            {decisions.data.length >= DECISIONS_LIMIT ? (
              <p className="muted small">Counted over your latest {DECISIONS_LIMIT} decisions.</p>
            ) : null}
            <h3 className="field-label">Recent decisions</h3>
            <ul className="decision-list">
              {decisions.data.slice(0, RECENT).map((decision) => (
                <DecisionRow key={decision.decision_id} decision={decision} />
              ))}
            </ul>
          </div>
        )}
      </div>
    );
  }

  return (
    <Card as="section" className="decisions-panel" aria-labelledby="decisions-heading">
      <CardHeader
        id="decisions-heading"
        title="Key Decisions"
        description="What Charter answered your agents."
        action={
          <fieldset className="segmented">
            <legend className="visually-hidden">Decisions time range</legend>
            {RANGES.map((r) => (
              <button
                key={r.key}
                type="button"
                className="segmented-item"
                aria-pressed={range === r.key}
                onClick={() => setRange(r.key)}
              >
                {r.label}
              </button>
            ))}
          </fieldset>
        }
      />
      {body}
    </Card>
  );
}
