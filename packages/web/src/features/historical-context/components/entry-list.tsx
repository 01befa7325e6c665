import { Fragment, type ReactNode } from 'react';

export interface EntryListProps<Entry> {
  entries: readonly Entry[];
  /** The list's accessible name, e.g. "Strategic todos". */
  label: string;
  /** What is said when there are none, e.g. "No strategic todos found". */
  empty: string;
  /** Numbered (`<ol>`) where the order means something, such as newest first. */
  ordered?: boolean;
  /** The entry's `<li>`. */
  renderEntry: (entry: Entry) => ReactNode;
}

/** A section's list of entries, or its empty text when there are none. */
export function EntryList<Entry extends { id: string }>({
  entries,
  label,
  empty,
  ordered = false,
  renderEntry,
}: EntryListProps<Entry>) {
  if (entries.length === 0) return <p className="empty-text">{empty}</p>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="stack" aria-label={label}>
      {entries.map((entry) => (
        <Fragment key={entry.id}>{renderEntry(entry)}</Fragment>
      ))}
    </List>
  );
}
