import { toFullDate, toRelativeTime } from '../../../lib/format-time';

/** A relative time with the full date on hover, or the given word when there is none. */
export function TimeOrNever({ at, never }: { at: string | null; never: string }) {
  if (!at) return <span className="muted">{never}</span>;
  return (
    <time dateTime={at} title={toFullDate(at)}>
      {toRelativeTime(at)}
    </time>
  );
}
