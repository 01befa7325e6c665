import { AddEntryCard, type AddEntryCardProps } from './add-entry-card';
import { EntryList, type EntryListProps } from './entry-list';
import { type SectionQuery, SectionState } from './section-state';

interface EntrySectionProps<Entry> {
  /** "evolution events", "strategic todos": named in the loading and failure texts. */
  what: string;
  query: SectionQuery & { data?: readonly Entry[] };
  /** The "Your own …" card above the list. */
  add: AddEntryCardProps;
  /** The list, once loaded. */
  list: Omit<EntryListProps<Entry>, 'entries'>;
}

/** A section that is a plain list: the card to add your own entry, then the loaded list (or its state). */
export function EntrySection<Entry extends { id: string }>({
  what,
  query,
  add,
  list,
}: EntrySectionProps<Entry>) {
  return (
    <div className="stack">
      <AddEntryCard {...add} />
      <SectionState what={what} query={query}>
        <EntryList entries={query.data ?? []} {...list} />
      </SectionState>
    </div>
  );
}
