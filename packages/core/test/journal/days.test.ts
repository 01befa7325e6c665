import { describe, expect, it } from 'vitest';
import {
  currentStreak,
  dailyWordTotals,
  daysEndingOn,
  entryDays,
  localDayKey,
  longestStreak,
  shiftDay,
  tagCountsBetween,
  tagKnowledge,
} from '../../src/journal/index';

const entry = (createdAt: string, text: string) => ({ createdAt, text });

describe('local days', () => {
  it('reads the date in the writer zone', () => {
    expect(localDayKey('2026-03-01T23:30:00Z', 0)).toBe('2026-03-01');
    expect(localDayKey('2026-03-01T23:30:00Z', 60)).toBe('2026-03-02');
    expect(localDayKey('2026-03-01T02:00:00Z', -300)).toBe('2026-02-28');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysEndingOn('2026-01-02', 3)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
  });

  it('totals words per local day', () => {
    const entries = [
      entry('2026-03-01T23:30:00Z', 'one two three'),
      entry('2026-03-02T08:00:00Z', 'four five'),
      { ...entry('2026-03-02T09:00:00Z', 'ignored text'), wordCount: 7 },
    ];
    expect(Object.fromEntries(dailyWordTotals(entries, 0))).toEqual({ '2026-03-01': 3, '2026-03-02': 9 });
    expect(Object.fromEntries(dailyWordTotals(entries, 60))).toEqual({ '2026-03-02': 12 });
  });
});

describe('streaks', () => {
  const days = new Set(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06']);
  it('counts the current streak back from today, or from yesterday while today is open', () => {
    expect(currentStreak(days, '2026-03-06')).toBe(2);
    expect(currentStreak(days, '2026-03-07')).toBe(2);
    expect(currentStreak(days, '2026-03-08')).toBe(0);
    expect(currentStreak(new Set(), '2026-03-08')).toBe(0);
  });
  it('finds the longest streak', () => {
    expect(longestStreak(days)).toBe(3);
    expect(longestStreak(new Set())).toBe(0);
    expect(
      longestStreak(entryDays([entry('2026-12-31T12:00:00Z', 'a'), entry('2027-01-01T12:00:00Z', 'b')], 0)),
    ).toBe(2);
  });
});

describe('tags', () => {
  const entries = [
    entry('2026-03-01T10:00:00Z', 'Started #auth with #redis'),
    entry('2026-03-03T10:00:00Z', '#auth #tests pass, #redis too'),
    entry('2026-03-09T10:00:00Z', 'More #auth and #tests'),
  ];
  it('counts tags within a day range', () => {
    expect(tagCountsBetween(entries, 0, '2026-03-01', '2026-03-07')).toEqual([
      { tag: 'auth', count: 2 },
      { tag: 'redis', count: 2 },
      { tag: 'tests', count: 1 },
    ]);
    expect(tagCountsBetween(entries, 0, '2026-03-08', '2026-03-14')).toEqual([
      { tag: 'auth', count: 1 },
      { tag: 'tests', count: 1 },
    ]);
  });
  it('maps each tag with its use and co-occurring tags', () => {
    const map = tagKnowledge(entries);
    expect(map.map((t) => t.tag)).toEqual(['auth', 'redis', 'tests']);
    expect(map[0]).toEqual({
      tag: 'auth',
      count: 3,
      firstUsed: '2026-03-01T10:00:00Z',
      lastUsed: '2026-03-09T10:00:00Z',
      coTags: [
        { tag: 'redis', count: 2 },
        { tag: 'tests', count: 2 },
      ],
    });
    expect(tagKnowledge([entry('2026-03-01T10:00:00Z', 'no tags')])).toEqual([]);
  });
});
