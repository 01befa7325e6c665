import { describe, expect, it } from 'vitest';
import { toRelativeTime } from './format-time';

describe('toRelativeTime', () => {
  const now = new Date('2026-02-01T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  // A project made five minutes ago said "1h ago" (three fixed buckets).
  it.each([
    [20, 'just now'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [5 * 3600, '5 hours ago'],
    [30 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [8 * 24 * 3600, 'last week'],
    [90 * 24 * 3600, '3 months ago'],
  ])('%s seconds ago → %s', (seconds, label) => {
    expect(toRelativeTime(ago(seconds), now)).toBe(label);
  });

  it('says a future time as such rather than as the past', () => {
    expect(toRelativeTime(new Date(now.getTime() + 2 * 3600_000).toISOString(), now)).toBe('in 2 hours');
  });

  it('says an unreadable time is unknown instead of "NaN"', () => {
    expect(toRelativeTime('not a date', now)).toBe('unknown time');
  });
});
