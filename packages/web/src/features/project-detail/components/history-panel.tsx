import type { LedgerEntry, Rebellion } from '@charter/core';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';
import { itemPath } from '../utils/sections';

const STATUS_COLORS = {
  approved: 'quaternary',
  warning: 'tertiary',
  blocked: 'secondary',
  pending: 'tertiary',
  rejected: 'secondary',
  revoked: 'secondary',
} as const;

function When({ at }: { at: string }) {
  return (
    <time className="muted" dateTime={at} title={toFullDate(at)}>
      {toRelativeTime(at)}
    </time>
  );
}

/** The project's governance history: every decision its agents asked about and every rebellion. */
export function HistoryPanel({
  projectId,
  decisions,
  rebellions,
}: {
  projectId: string;
  decisions: readonly LedgerEntry[];
  rebellions: readonly Rebellion[];
}) {
  return (
    <>
      <Card as="section" aria-labelledby="project-decisions-title">
        <CardHeader
          id="project-decisions-title"
          title="Decisions"
          description="Every validation recorded for this project, newest first."
          action={
            <ButtonLink to="/historical-context" variant="ghost" size="sm">
              Open Historical Context
            </ButtonLink>
          }
        />
        {decisions.length === 0 ? (
          <p className="muted">No decisions recorded for this project yet.</p>
        ) : (
          <ul className="today-list" aria-label="Decisions">
            {decisions.map((decision) => (
              <li key={decision.decision_id} className="today-row">
                <div>
                  <p className="today-title">
                    <Badge color={STATUS_COLORS[decision.status]}>{decision.status}</Badge>{' '}
                    <Link to={itemPath(projectId, 'decisions', decision.decision_id)}>
                      {decision.decision_type}: {decision.description}
                    </Link>
                  </p>
                  <p className="today-text">
                    Score {decision.score} · risk {decision.risk}
                    {decision.violated_rule_ids.length > 0
                      ? ` · violated ${decision.violated_rule_ids.join(', ')}`
                      : ''}
                    {decision.agent_id ? ` · agent ${decision.agent_id}` : ''}
                  </p>
                </div>
                <When at={decision.at} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card as="section" aria-labelledby="project-rebellions-title">
        <CardHeader
          id="project-rebellions-title"
          title="Rebellions"
          description="Exceptions this project's agents asked for."
          action={
            <ButtonLink to="/my-projects?tab=rebellions" variant="ghost" size="sm">
              Review Rebellions
            </ButtonLink>
          }
        />
        {rebellions.length === 0 ? (
          <p className="muted">No rebellions filed for this project.</p>
        ) : (
          <ul className="today-list" aria-label="Rebellions">
            {rebellions.map((rebellion) => (
              <li key={rebellion.rebellion_id} className="today-row">
                <div>
                  <p className="today-title">
                    <Badge color={STATUS_COLORS[rebellion.status]}>{rebellion.status}</Badge>{' '}
                    <Link to={itemPath(projectId, 'rebellions', rebellion.rebellion_id)}>
                      {rebellion.requested_action}
                    </Link>
                  </p>
                  <p className="today-text">
                    {rebellion.agent_id} · risk {rebellion.risk_analysis.level} · {rebellion.justification}
                  </p>
                </div>
                <When at={rebellion.created_at} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
