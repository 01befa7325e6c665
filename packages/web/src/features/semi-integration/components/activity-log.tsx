import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { toFullDate } from '../../../lib/format-time';
import { type SemiActivityList, useSemiActivity } from '../api/semi-connection';

const LABEL: Record<SemiActivityList[number]['type'], string> = {
  connection: 'Connection',
  error: 'Error',
  message_sent: 'Message',
  knowledge_query: 'Query',
  validation_request: 'Validation',
  handoff: 'Handoff',
};

/** The Integration Activity Log, newest first, kept by the server (max height 16rem). */
export function ActivityLog() {
  const activity = useSemiActivity();
  return (
    <Card as="section" aria-labelledby="semi-activity-title">
      <CardHeader id="semi-activity-title" title="Integration Activity Log" />
      <QueryState<SemiActivityList>
        query={activity}
        loading="Loading activity…"
        error="The activity log could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={<p className="muted">No activity yet.</p>}
      >
        {(list) => (
          // Focusable so keyboard users can scroll it.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <ol className="semi-activity" aria-label="Integration activity, newest first" tabIndex={0}>
            {list.map((entry) => (
              <li key={entry.id} className="semi-activity-item">
                <Badge color={entry.type === 'error' ? 'primary' : 'quaternary'}>{LABEL[entry.type]}</Badge>
                <span className="semi-activity-message">{entry.message}</span>
                <time dateTime={entry.timestamp} className="muted">
                  {toFullDate(entry.timestamp)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Card>
  );
}
