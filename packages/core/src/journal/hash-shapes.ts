import { currentStreak, tagKnowledge, zonedDayKey } from './days';
import { DAILY_WORD_GOAL, extractHashtags, goalPercent } from './text';

/** A stored journal entry, as far as the Hash Journal's answers read it. */
export interface StoredJournalEntry {
  id: string;
  text: string;
  hashtags: string[];
  wordCount: number;
  createdAt: string;
}

/**
 * The journal in the Hash Journal's shapes (`/api/hash/*`). The stored text stays the one source: a title is
 * kept as the entry's first line (so `title` reads back as "" and `content` as the whole text) and tags as
 * hashtags.
 */
export function toHashText(input: {
  title?: string | undefined;
  content: string;
  tags?: string[] | undefined;
}) {
  const body = input.title ? `${input.title}\n\n${input.content}` : input.content;
  const present = new Set(extractHashtags(body));
  const missing = (input.tags ?? [])
    .map((tag) => tag.replace(/^#/, '').toLowerCase())
    .filter((tag) => tag !== '' && !present.has(tag));
  return missing.length === 0 ? body : `${body}\n\n${[...new Set(missing)].map((t) => `#${t}`).join(' ')}`;
}

/** An entry as the Hash Journal answers it (the contract's `HashEntry`). */
export function toHashEntry(record: StoredJournalEntry) {
  return {
    id: record.id,
    title: '',
    content: record.text,
    tags: record.hashtags,
    wordCount: record.wordCount,
    createdAt: record.createdAt,
  };
}

/** Today's words against the goal and the current streak, days read in the writer's IANA zone. */
export function toDailyProgress(records: readonly StoredJournalEntry[], timeZone: string, now: Date) {
  const today = zonedDayKey(now, timeZone);
  const days = new Set(records.map((record) => zonedDayKey(record.createdAt, timeZone)));
  const todays = records.filter((record) => zonedDayKey(record.createdAt, timeZone) === today);
  const wordsWritten = todays.reduce((sum, record) => sum + record.wordCount, 0);
  return {
    date: today,
    wordsWritten,
    entriesCreated: todays.length,
    goal: DAILY_WORD_GOAL,
    goalPercent: goalPercent(wordsWritten),
    streak: currentStreak(days, today),
  };
}

/** Tags as knowledge nodes with their counts, most used first. */
export function toKnowledgeNodes(records: readonly StoredJournalEntry[]) {
  return tagKnowledge(records).map((item) => ({
    id: `tag:${item.tag}`,
    nodeName: item.tag,
    nodeType: 'hashtag' as const,
    mentionCount: item.count,
    relatedConcepts: item.coTags.map((co) => co.tag),
    firstUsed: item.firstUsed,
    lastUsed: item.lastUsed,
  }));
}
