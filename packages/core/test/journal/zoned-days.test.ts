import { describe, expect, it } from 'vitest';
import {
  currentStreak,
  dailyWordTotals,
  entryDays,
  isTimeZone,
  localDayKey,
  zonedDayKey,
} from '../../src/journal/days';

/**
 * Europe/Berlin moves from UTC+1 to UTC+2 at 01:00 UTC on 2026-03-29 and back at 01:00 UTC on 2026-10-25.
 * A fixed offset (today's, as `localOffsetMinutes()` applied) puts entries near midnight on the other side of
 * the change on the wrong day; the zone's own offset at each instant does not.
 */
describe('zonedDayKey across daylight-saving changes (Europe/Berlin)', () => {
  it('reads each instant with its own offset in March', () => {
    // 22:30 UTC on 29 March is 00:30 CEST on 30 March.
    expect(zonedDayKey('2026-03-29T22:30:00Z', 'Europe/Berlin')).toBe('2026-03-30');
    // With the winter offset (+60) still applied, the same entry lands a day early.
    expect(localDayKey('2026-03-29T22:30:00Z', 60)).toBe('2026-03-29');
    // 22:30 UTC on 28 March is 23:30 CET: still the 28th.
    expect(zonedDayKey('2026-03-28T22:30:00Z', 'Europe/Berlin')).toBe('2026-03-28');
  });

  it('reads each instant with its own offset in October', () => {
    // 22:30 UTC on 25 October is 23:30 CET on the 25th; summer's +120 would say the 26th.
    expect(zonedDayKey('2026-10-25T22:30:00Z', 'Europe/Berlin')).toBe('2026-10-25');
    expect(localDayKey('2026-10-25T22:30:00Z', 120)).toBe('2026-10-26');
    // 22:30 UTC on 24 October is 00:30 CEST on the 25th.
    expect(zonedDayKey('2026-10-24T22:30:00Z', 'Europe/Berlin')).toBe('2026-10-25');
  });

  it('knows real zones only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('daily totals and streaks keyed by the writer’s zone (issue 19 §3)', () => {
  // Written in Berlin just after midnight, the nights after each change; read in summer (+120) and winter (+60).
  const entries = [
    { text: 'one two three', createdAt: '2026-03-29T22:30:00Z' }, // 00:30 CEST, 30 March
    { text: 'four five', createdAt: '2026-03-28T23:30:00Z' }, // 00:30 CET, 29 March
    { text: 'six', createdAt: '2026-10-25T23:30:00Z' }, // 00:30 CET, 26 October
  ];

  it('puts each entry on its Berlin day, where a fixed offset misplaces one side of each change', () => {
    const byZone = dailyWordTotals(entries, 'Europe/Berlin');
    expect(Object.fromEntries(byZone)).toEqual({ '2026-03-30': 3, '2026-03-29': 2, '2026-10-26': 1 });
    // Today's offset in winter (+60) applied to the summer entry puts it on 29 March.
    expect(Object.fromEntries(dailyWordTotals(entries, 60))).toEqual({ '2026-03-29': 5, '2026-10-26': 1 });
  });

  it('counts the streak across the March change in the zone', () => {
    expect(currentStreak(entryDays(entries.slice(0, 2), 'Europe/Berlin'), '2026-03-30')).toBe(2);
    expect(currentStreak(entryDays(entries.slice(0, 2), 60), '2026-03-30')).toBe(1);
  });
});
