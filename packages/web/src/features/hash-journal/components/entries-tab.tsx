import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { type JournalEntryView, useDeleteJournalEntry, useUpdateJournalEntry } from '../api/journal-entries';
import { filterEntries } from '../utils/filter-entries';
import { formatTime, plural } from '../utils/local-day';
import { EntryEditor } from './entry-editor';

interface EntriesTabProps {
  entries: readonly JournalEntryView[];
  search: string;
  onSearch: (search: string) => void;
}

/** Every entry, newest first, with search (words and #tags), edit in place and delete with a confirmation. */
export function EntriesTab({ entries, search, onSearch }: EntriesTabProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<JournalEntryView | null>(null);
  const update = useUpdateJournalEntry();
  const remove = useDeleteJournalEntry();
  const toast = useToast();
  const shown = filterEntries(entries, search);

  if (entries.length === 0) {
    return <p className="journal-empty">No entries yet. Write your first one on the Journal tab.</p>;
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: 'Entry deleted.', tone: 'success' });
      setDeleting(null);
    } catch (error) {
      toast({ title: toUserMessage(error, 'The entry could not be deleted.'), tone: 'error' });
      setDeleting(null);
    }
  };

  return (
    <div className="journal-entries">
      <div className="journal-search">
        <TextField
          label="Search entries"
          hint="Words from the text, or #tag to show one tag’s entries."
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        {search ? (
          <Button variant="ghost" size="sm" onClick={() => onSearch('')}>
            Clear search
          </Button>
        ) : null}
      </div>
      <p className="journal-muted" aria-live="polite">
        {search
          ? `${plural(shown.length, 'entry', 'entries')} of ${entries.length.toLocaleString('en-US')} match.`
          : plural(entries.length, 'entry', 'entries')}
      </p>
      <ul className="journal-entry-list" aria-label="Journal entries">
        {shown.map((entry) => {
          const when = formatTime(entry.createdAt);
          return (
            <li key={entry.id} className="journal-entry">
              {editing === entry.id ? (
                <EntryEditor
                  label={`Edit the entry of ${when}`}
                  initialText={entry.text}
                  saveLabel="Save changes"
                  resetLabel="Cancel"
                  startOpen
                  autoFocus
                  onReset={() => setEditing(null)}
                  onSave={async (text) => {
                    await update.mutateAsync({ id: entry.id, text });
                    toast({ title: 'Entry updated.', tone: 'success' });
                    setEditing(null);
                  }}
                />
              ) : (
                <article aria-label={`Entry of ${when}`}>
                  <p className="journal-entry-meta">
                    <time dateTime={entry.createdAt}>{when}</time> · {plural(entry.wordCount, 'word')}
                    {entry.updatedAt !== entry.createdAt ? ` · edited ${formatTime(entry.updatedAt)}` : ''}
                  </p>
                  <p className="journal-entry-text">{entry.text}</p>
                  {entry.hashtags.length > 0 ? (
                    <ul className="journal-tag-list" aria-label="Hashtags">
                      {entry.hashtags.map((tag) => (
                        <li key={tag}>
                          <Badge color="secondary">#{tag}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <div className="journal-entry-actions">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(entry.id)}>
                      Edit<span className="visually-hidden"> the entry of {when}</span>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(entry)}>
                      Delete<span className="visually-hidden"> the entry of {when}</span>
                    </Button>
                  </div>
                </article>
              )}
            </li>
          );
        })}
      </ul>
      {shown.length === 0 ? <p className="journal-empty">No entry matches “{search}”.</p> : null}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this entry?"
        description="It is removed from your journal for good, with its words and hashtags."
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button onClick={() => void confirmDelete()} disabled={remove.isPending}>
              Delete entry
            </Button>
          </>
        }
      >
        {deleting ? <p className="journal-entry-text journal-delete-preview">{deleting.text}</p> : null}
      </Dialog>
    </div>
  );
}
