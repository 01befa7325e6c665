import type { JournalEntryView } from '../api/journal-entries';

/**
 * The Entries search: `#tag` words must all be tags of the entry; the other words must all appear in its
 * text (case-insensitive).
 * @example filterEntries(entries, '#auth redis')
 */
export function filterEntries(entries: readonly JournalEntryView[], query: string): JournalEntryView[] {
  const words = query.toLowerCase().split(/\s+/u).filter(Boolean);
  const tags = words.filter((word) => word.startsWith('#') && word.length > 1).map((word) => word.slice(1));
  const terms = words.filter((word) => !word.startsWith('#'));
  return entries.filter((entry) => {
    const text = entry.text.toLowerCase();
    return tags.every((tag) => entry.hashtags.includes(tag)) && terms.every((term) => text.includes(term));
  });
}
