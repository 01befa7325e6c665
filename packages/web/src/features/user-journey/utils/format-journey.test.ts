import { describe, expect, it } from 'vitest';
import { toIssues, toMinutesSince, toRating } from './format-journey';

describe('journey formatting', () => {
  it('measures minutes since the start to one decimal, never negative', () => {
    const start = '2026-01-01T10:00:00.000Z';
    expect(toMinutesSince(start, Date.parse('2026-01-01T10:12:30.000Z'))).toBe(12.5);
    expect(toMinutesSince(start, Date.parse('2026-01-01T09:00:00.000Z'))).toBe(0);
  });

  it('shows a missing average as a dash, not a zero', () => {
    expect(toRating(null)).toBe('—');
    expect(toRating(3)).toBe('3.0 / 5');
  });

  it('reads one issue per line', () => {
    expect(toIssues(' Slow step \n\n  Broken link')).toEqual(['Slow step', 'Broken link']);
  });
});
