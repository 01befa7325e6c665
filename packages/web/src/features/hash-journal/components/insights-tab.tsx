import {
  dailyWordTotals,
  daysEndingOn,
  entryDays,
  longestStreak,
  shiftDay,
  tagCountsBetween,
} from '@charter/core';
import { StatCard } from '../../../components/ui/stat-card';
import type { JournalEntryView } from '../api/journal-entries';
import { formatDay, plural } from '../utils/local-day';

interface InsightsTabProps {
  entries: readonly JournalEntryView[];
  /** The writer's IANA zone (or a fixed offset in minutes east of UTC). */
  zone: string | number;
  today: string;
}

/** Figures computed from the entries alone: words per day, tags this week against last week, streaks. */
export function InsightsTab({ entries, zone, today }: InsightsTabProps) {
  if (entries.length === 0) {
    return (
      <p className="journal-empty">
        Insights appear once you have written an entry: words per day, your most used tags and your longest
        streak, all from your own entries.
      </p>
    );
  }
  const totals = dailyWordTotals(entries, zone);
  const days = daysEndingOn(today, 14);
  const perDay = days.map((day) => ({ day, words: totals.get(day) ?? 0 }));
  const most = Math.max(1, ...perDay.map((row) => row.words));
  const fortnightWords = perDay.reduce((sum, row) => sum + row.words, 0);
  const thisWeek = tagCountsBetween(entries, zone, shiftDay(today, -6), today);
  const lastWeek = tagCountsBetween(entries, zone, shiftDay(today, -13), shiftDay(today, -7));
  const tagRows = [...new Set([...thisWeek, ...lastWeek].map((t) => t.tag))]
    .map((tag) => ({
      tag,
      now: thisWeek.find((t) => t.tag === tag)?.count ?? 0,
      before: lastWeek.find((t) => t.tag === tag)?.count ?? 0,
    }))
    .sort((a, b) => b.now - a.now || b.before - a.before || a.tag.localeCompare(b.tag))
    .slice(0, 10);
  const totalWords = entries.reduce((sum, entry) => sum + entry.wordCount, 0);

  return (
    <div className="journal-insights">
      <div className="journal-stats">
        <StatCard label="Longest streak" value={plural(longestStreak(entryDays(entries, zone)), 'day')} />
        <StatCard
          label="Words, last 14 days"
          value={fortnightWords.toLocaleString('en-US')}
          color="secondary"
        />
        <StatCard
          label="All entries"
          value={entries.length.toLocaleString('en-US')}
          hint={plural(totalWords, 'word')}
          color="tertiary"
        />
      </div>

      <section aria-labelledby="journal-words-title">
        <h3 id="journal-words-title" className="journal-subtitle">
          Words per day, last 14 days
        </h3>
        <table className="journal-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Words</th>
              <th scope="col">
                <span className="visually-hidden">Compared with the busiest day</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {perDay.map((row) => (
              <tr key={row.day}>
                <th scope="row">
                  <time dateTime={row.day}>{row.day === today ? 'Today' : formatDay(row.day)}</time>
                </th>
                <td>{row.words.toLocaleString('en-US')}</td>
                <td className="journal-bar-cell" aria-hidden="true">
                  <span className="journal-bar" style={{ width: `${(row.words / most) * 100}%` }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="journal-tags-title">
        <h3 id="journal-tags-title" className="journal-subtitle">
          Most used tags: this week and last week
        </h3>
        {tagRows.length === 0 ? (
          <p className="journal-muted">No hashtags in the last two weeks.</p>
        ) : (
          <table className="journal-table">
            <thead>
              <tr>
                <th scope="col">Tag</th>
                <th scope="col">This week</th>
                <th scope="col">Last week</th>
              </tr>
            </thead>
            <tbody>
              {tagRows.map((row) => (
                <tr key={row.tag}>
                  <th scope="row">#{row.tag}</th>
                  <td>{row.now}</td>
                  <td>{row.before}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="journal-muted">
          Entries carrying each tag; this week is the last 7 days including today.
        </p>
      </section>
    </div>
  );
}
