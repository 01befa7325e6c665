import { countEntryWords, extractHashtags } from './text';

/**
 * Days, streaks and tag maps over journal entries. A "day" is the writer's local calendar day, read in the
 * writer's `zone` (an IANA name, or a fixed offset in minutes east of UTC), so the functions stay pure and
 * testable.
 */

/** What the computations need of an entry. */
export interface JournalEntryLike {
  text: string;
  createdAt: string;
  /** Computed from `text` when absent. */
  hashtags?: readonly string[];
  wordCount?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The writer's zone: an IANA name (`Intl.DateTimeFormat().resolvedOptions().timeZone`, right on both sides
 * of a daylight-saving change) or a fixed offset in minutes east of UTC (one offset for every instant).
 */
export type DayZone = string | number;

/** `YYYY-MM-DD` of an instant in the writer's zone. */
export function localDayKey(at: string | number | Date, zone: DayZone): string {
  if (typeof zone === 'string') return zonedDayKey(at, zone);
  const ms = new Date(at).getTime() + zone * 60_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `delta` days from `day` (`YYYY-MM-DD`). */
export function shiftDay(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * DAY_MS).toISOString().slice(0, 10);
}

/** The `count` days ending with `lastDay`, oldest first. */
export function daysEndingOn(lastDay: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftDay(lastDay, i - count + 1));
}

const wordsOf = (entry: JournalEntryLike) => entry.wordCount ?? countEntryWords(entry.text);
const tagsOf = (entry: JournalEntryLike) => entry.hashtags ?? extractHashtags(entry.text);

/** Words written per local day (by each entry's creation time). Days without entries are absent. */
export function dailyWordTotals(entries: readonly JournalEntryLike[], zone: DayZone): Map<string, number> {
  const totals = new Map<string, number>();
  for (const entry of entries) {
    const day = localDayKey(entry.createdAt, zone);
    totals.set(day, (totals.get(day) ?? 0) + wordsOf(entry));
  }
  return totals;
}

/** The local days with at least one entry. */
export function entryDays(entries: readonly JournalEntryLike[], zone: DayZone): Set<string> {
  return new Set(entries.map((entry) => localDayKey(entry.createdAt, zone)));
}

/**
 * Consecutive days with an entry, ending today; a streak whose last day is yesterday is still current
 * (today is not over yet).
 */
export function currentStreak(days: ReadonlySet<string>, today: string): number {
  let day = days.has(today) ? today : shiftDay(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = shiftDay(day, -1);
  }
  return streak;
}

/** The longest run of consecutive days with an entry. */
export function longestStreak(days: ReadonlySet<string>): number {
  let longest = 0;
  for (const day of days) {
    if (days.has(shiftDay(day, -1))) continue; // not the start of a run
    let length = 1;
    while (days.has(shiftDay(day, length))) length += 1;
    longest = Math.max(longest, length);
  }
  return longest;
}

export interface TagCount {
  tag: string;
  count: number;
}

/** Entries per tag among entries whose local day is within [from, to], most used first, then by name. */
export function tagCountsBetween(
  entries: readonly JournalEntryLike[],
  zone: DayZone,
  from: string,
  to: string,
): TagCount[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const day = localDayKey(entry.createdAt, zone);
    if (day < from || day > to) continue;
    for (const tag of tagsOf(entry)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return sortCounts(counts);
}

const sortCounts = (counts: Map<string, number>): TagCount[] =>
  [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));

export interface TagKnowledge {
  tag: string;
  /** Entries that carry the tag. */
  count: number;
  firstUsed: string;
  lastUsed: string;
  /** The tags that appear in the same entries most often (at most `coLimit`), most first. */
  coTags: TagCount[];
}

/** The knowledge map: every tag with its use and the tags it co-occurs with. Most used first. */
export function tagKnowledge(entries: readonly JournalEntryLike[], coLimit = 3): TagKnowledge[] {
  const map = new Map<string, { count: number; first: string; last: string; co: Map<string, number> }>();
  for (const entry of entries) {
    const tags = tagsOf(entry);
    for (const tag of tags) {
      const item = map.get(tag) ?? { count: 0, first: entry.createdAt, last: entry.createdAt, co: new Map() };
      item.count += 1;
      if (entry.createdAt < item.first) item.first = entry.createdAt;
      if (entry.createdAt > item.last) item.last = entry.createdAt;
      for (const other of tags) if (other !== tag) item.co.set(other, (item.co.get(other) ?? 0) + 1);
      map.set(tag, item);
    }
  }
  return [...map]
    .map(([tag, item]) => ({
      tag,
      count: item.count,
      firstUsed: item.first,
      lastUsed: item.last,
      coTags: sortCounts(item.co).slice(0, coLimit),
    }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/**
 * `YYYY-MM-DD` of an instant in an IANA time zone, with that instant's own offset (so a day across a
 * daylight-saving change is still the writer's calendar day).
 * @example zonedDayKey('2026-03-28T23:30:00Z', 'Europe/Berlin') // '2026-03-29'
 */
export function zonedDayKey(at: string | number | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}

/** Whether `Intl` knows the zone (`Europe/Berlin`, `UTC`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
