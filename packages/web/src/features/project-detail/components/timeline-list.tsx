import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import type { BrandColor } from '../../../components/ui/brand-color';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';
import type { TimelineEvent, TimelineKind } from '../utils/build-timeline';
import { itemPath } from '../utils/sections';

const KIND_BADGES: Record<TimelineKind, { label: string; color: BrandColor | 'neutral' }> = {
  created: { label: 'Project', color: 'primary' },
  primer: { label: 'Primer', color: 'primary' },
  decision: { label: 'Decision', color: 'quaternary' },
  'rebellion-filed': { label: 'Rebellion', color: 'tertiary' },
  'rebellion-approved': { label: 'Rebellion', color: 'tertiary' },
  'rebellion-rejected': { label: 'Rebellion', color: 'tertiary' },
  'rebellion-expired': { label: 'Rebellion', color: 'neutral' },
  'rebellion-used': { label: 'Rebellion', color: 'neutral' },
  'rebellion-revoked': { label: 'Rebellion', color: 'neutral' },
};

/** The project's events, newest first, as an ordered list. */
export function TimelineList({
  projectId,
  events,
  label,
}: {
  projectId: string;
  events: readonly TimelineEvent[];
  label: string;
}) {
  return (
    <ol className="today-list" aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className="today-row">
          <div>
            <p className="today-title">
              <Badge color={KIND_BADGES[event.kind].color}>{KIND_BADGES[event.kind].label}</Badge>{' '}
              {event.item ? (
                <Link to={itemPath(projectId, event.item.kind, event.item.id)}>{event.title}</Link>
              ) : (
                event.title
              )}
            </p>
            {event.detail ? <p className="today-text">{event.detail}</p> : null}
          </div>
          <time className="muted" dateTime={event.at} title={toFullDate(event.at)}>
            {toRelativeTime(event.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
