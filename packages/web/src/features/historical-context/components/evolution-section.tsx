import { Badge } from '../../../components/ui/badge';
import { toFullDate } from '../../../lib/format-time';
import { useEvolution } from '../api/historical-context';
import { humanize } from '../utils/labels';
import { SectionState } from './section-state';

/** Spec 002 §2.9 Project Evolution: what changed, newest first, with what it was before and after. */
export function EvolutionSection() {
  const query = useEvolution();
  const events = query.data ?? [];
  return (
    <SectionState
      what="evolution events"
      isPending={query.isPending}
      error={query.isError ? query.error : null}
      onRetry={() => void query.refetch()}
    >
      {events.length === 0 ? (
        <p className="empty-text">No evolution events recorded</p>
      ) : (
        <ol className="stack" aria-label="Evolution events">
          {events.map((event) => (
            <li key={event.id} className="card">
              <h3 className="card-title">{event.title}</h3>
              <p className="badge-list">
                <Badge color="primary">{humanize(event.eventType)}</Badge>
                <Badge color="tertiary">{humanize(event.phase)}</Badge>
                {event.userSatisfaction !== null ? (
                  <Badge color="quaternary">Satisfaction {event.userSatisfaction}/5</Badge>
                ) : null}
              </p>
              <p>{event.description}</p>
              <dl className="detail-list">
                <dt>Before</dt>
                <dd>{event.beforeState || '—'}</dd>
                <dt>After</dt>
                <dd>{event.afterState || '—'}</dd>
                <dt>Triggered by</dt>
                <dd>
                  {event.triggeredBy.source}: {event.triggeredBy.details}
                </dd>
              </dl>
              <p className="muted">
                <time dateTime={event.eventDate}>{toFullDate(event.eventDate)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </SectionState>
  );
}
