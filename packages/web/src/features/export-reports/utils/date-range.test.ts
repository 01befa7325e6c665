import { describe, expect, it } from 'vitest';
import { fromDateInputValue, isInRange, toDateInputValue, toDateRange } from './date-range';

// Local times throughout: ranges are the user's calendar days, whatever the machine's time zone.
const now = new Date(2026, 0, 10, 15, 30);
const custom = (from: string, to: string) => ({ preset: 'custom' as const, from, to });

describe('toDateRange', () => {
  it('"Last 7 days" is today and the six days before, to the end of today', () => {
    const result = toDateRange({ preset: '7d', from: '', to: '' }, now);
    if (!result.ok) throw new Error(result.error);
    expect(result.range.from).toEqual(new Date(2026, 0, 4));
    expect(result.range.to).toEqual(new Date(2026, 0, 10, 23, 59, 59, 999));
    expect(result.range.label).toBe('Last 7 days');
  });

  it('"Last 30 days" crosses month ends', () => {
    const result = toDateRange({ preset: '30d', from: '', to: '' }, now);
    if (!result.ok) throw new Error(result.error);
    expect(result.range.from).toEqual(new Date(2025, 11, 12));
  });

  it('"All time" has open ends', () => {
    const result = toDateRange({ preset: 'all', from: 'junk', to: '' }, now);
    expect(result).toEqual({ ok: true, range: { from: null, to: null, label: 'All time' } });
  });

  it('a custom range covers its From day from midnight and its To day to the last millisecond', () => {
    const result = toDateRange(custom('2026-01-03', '2026-01-05'), now);
    if (!result.ok) throw new Error(result.error);
    expect(result.range.from).toEqual(new Date(2026, 0, 3));
    expect(result.range.to).toEqual(new Date(2026, 0, 5, 23, 59, 59, 999));
    expect(result.range.label).toBe('2026-01-03 to 2026-01-05');
  });

  it('accepts From equal to To: one whole day', () => {
    const result = toDateRange(custom('2026-01-05', '2026-01-05'), now);
    expect(result.ok).toBe(true);
  });

  it('refuses From after To, missing days and impossible dates, naming the field', () => {
    expect(toDateRange(custom('2026-01-06', '2026-01-05'), now)).toEqual({
      ok: false,
      field: 'to',
      error: 'The To date must be on or after the From date.',
    });
    expect(toDateRange(custom('', '2026-01-05'), now)).toMatchObject({ ok: false, field: 'from' });
    expect(toDateRange(custom('2026-01-05', ''), now)).toMatchObject({ ok: false, field: 'to' });
    expect(toDateRange(custom('2026-02-30', '2026-03-01'), now)).toMatchObject({
      ok: false,
      field: 'from',
      error: 'The From date is not a valid date.',
    });
  });
});

describe('isInRange', () => {
  const result = toDateRange(custom('2026-01-03', '2026-01-05'), now);
  if (!result.ok) throw new Error(result.error);
  const { range } = result;
  const at = (...parts: [number, number, number, number?, number?, number?, number?]) =>
    new Date(...parts).toISOString();

  it('includes both ends and excludes the millisecond outside each', () => {
    expect(isInRange(at(2026, 0, 3, 0, 0, 0, 0), range)).toBe(true);
    expect(isInRange(at(2026, 0, 2, 23, 59, 59, 999), range)).toBe(false);
    expect(isInRange(at(2026, 0, 5, 23, 59, 59, 999), range)).toBe(true);
    expect(isInRange(at(2026, 0, 6, 0, 0, 0, 0), range)).toBe(false);
  });

  it('takes everything with open ends, and nothing that is not a time', () => {
    const all = { from: null, to: null, label: 'All time' };
    expect(isInRange('1999-01-01T00:00:00.000Z', all)).toBe(true);
    expect(isInRange('not a time', all)).toBe(false);
  });
});

describe('date input values', () => {
  it('round-trip a local day', () => {
    expect(toDateInputValue(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(fromDateInputValue('2026-01-05')).toEqual(new Date(2026, 0, 5));
    expect(fromDateInputValue('05/01/2026')).toBeNull();
  });
});
