import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { toUserMessage } from '../../../lib/errors';
import type { usePatternSummary } from '../api/get-pattern-summary';
import { toStatusLabel } from '../utils/labels';

const STATUS_COLORS = {
  integrated: 'tertiary',
  core_architecture: 'quaternary',
  not_configured: 'neutral',
} as const;

/** The pattern status list: every pattern of the summary with its status and what it is. */
export function PatternStatusList({ summary }: { summary: ReturnType<typeof usePatternSummary> }) {
  return (
    <Card as="section" aria-labelledby="pattern-status-title">
      <CardHeader id="pattern-status-title" title="Pattern status" />
      {summary.isPending ? (
        <p className="muted" role="status">
          Loading patterns…
        </p>
      ) : summary.isError ? (
        <div className="alert alert-error" role="alert">
          <span>{toUserMessage(summary.error, 'The pattern summary could not be loaded.')}</span>{' '}
          <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <ul className="pattern-status-list">
          {Object.entries(summary.data.hash_patterns).map(([key, pattern]) => (
            <li key={key} className="pattern-status-item">
              <div className="pattern-status-head">
                <span className="pattern-status-name">{pattern.name}</span>
                <Badge color={STATUS_COLORS[pattern.status]}>{toStatusLabel(pattern.status)}</Badge>
              </div>
              <p className="muted">{pattern.description}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
