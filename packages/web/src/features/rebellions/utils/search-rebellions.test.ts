import { describe, expect, it } from 'vitest';
import { makeRebellion } from '../../../testing/catalogue-factories';
import { isExpired, searchRebellions, toDateTimeLocal, toExpiryIso } from './search-rebellions';

describe('searchRebellions', () => {
  const a = makeRebellion({ rebellion_id: 'a', project_name: 'Invoice Tracker', rule_ids: ['CH-DEP-001'] });
  const b = makeRebellion({
    rebellion_id: 'b',
    project_name: null,
    agent_id: 'copilot',
    rule_ids: ['CH-API-001'],
  });

  it.each([
    ['', ['a', 'b']],
    ['   ', ['a', 'b']],
    ['invoice', ['a']],
    ['COPILOT', ['b']],
    ['ch-api', ['b']],
    ['claude ch-dep-001', ['a']],
    ['claude copilot', []],
  ])('%j keeps %j', (query, ids) => {
    expect(searchRebellions([a, b], query).map((r) => r.rebellion_id)).toEqual(ids);
  });
});

describe('isExpired', () => {
  const now = new Date('2026-02-01T00:00:00.000Z');
  it('is true only for an approved rebellion past its expiry', () => {
    expect(
      isExpired(makeRebellion({ status: 'approved', expires_at: '2026-01-31T00:00:00.000Z' }), now),
    ).toBe(true);
    expect(
      isExpired(makeRebellion({ status: 'approved', expires_at: '2026-02-02T00:00:00.000Z' }), now),
    ).toBe(false);
    expect(isExpired(makeRebellion({ status: 'approved', expires_at: null }), now)).toBe(false);
    expect(isExpired(makeRebellion({ status: 'pending', expires_at: '2026-01-31T00:00:00.000Z' }), now)).toBe(
      false,
    );
  });
});

describe('toExpiryIso', () => {
  it('reads a datetime-local value as local time, blank as none', () => {
    expect(toExpiryIso('')).toBeNull();
    expect(toExpiryIso('2099-03-01T12:30')).toBe(new Date(2099, 2, 1, 12, 30).toISOString());
    expect(toExpiryIso('not a date')).toBe('invalid');
  });

  it('round-trips with toDateTimeLocal', () => {
    const date = new Date(2030, 0, 5, 7, 9);
    expect(toExpiryIso(toDateTimeLocal(date))).toBe(date.toISOString());
  });
});
