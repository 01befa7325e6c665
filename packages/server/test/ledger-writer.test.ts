import type { LedgerEntry } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createLedgerWriter } from '../src/governance/ledger-writer';
import { createMemoryStore } from '../src/store';
import { createTestLogger } from './helpers';

const entry = (id: string) => ({ decision_id: id, at: '2026-01-01T00:00:00.000Z' }) as LedgerEntry;

/** A memory store whose ledger appends wait until the test lets each one land (or fail). */
function gatedStore() {
  const store = createMemoryStore();
  const append = store.ledger.append.bind(store.ledger);
  const pending: Array<{ ids: string[]; land: () => void; fail: (error: Error) => void }> = [];
  let waiting: (() => void) | null = null;
  store.ledger.append = (ownerId, entries) =>
    new Promise<void>((resolve, reject) => {
      pending.push({
        ids: entries.map((e) => e.decision_id),
        land: () => void append(ownerId, entries).then(resolve, reject),
        fail: reject,
      });
      waiting?.();
    });
  const nextAppend = async () => {
    while (pending.length === 0) await new Promise<void>((resolve) => (waiting = resolve));
    return pending.shift()!;
  };
  return { store, nextAppend };
}

const settledState = async (promise: Promise<void>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('ledger writer (group commit)', () => {
  it('resolves a validation only once the write carrying it landed, and groups those that wait', async () => {
    const { store, nextAppend } = gatedStore();
    const writer = createLedgerWriter({ store, logger: createTestLogger() });
    const first = writer.enqueue('u1', entry('d1'));
    const write1 = await nextAppend();
    expect(write1.ids).toEqual(['d1']);
    // Arriving while the first write is under way: they wait for the next one, all together.
    const later = ['d2', 'd3', 'd4'].map((id) => writer.enqueue('u1', entry(id)));
    expect(await settledState(first)).toBe('pending');
    write1.land();
    await first;
    const write2 = await nextAppend();
    expect(write2.ids).toEqual(['d2', 'd3', 'd4']);
    expect(await settledState(later[0]!)).toBe('pending');
    write2.land();
    await Promise.all(later);
    expect((await store.ledger.all('u1')).map((e) => e.decision_id).sort()).toEqual(['d1', 'd2', 'd3', 'd4']);
  });

  it('rejects the validations of a failed write with 503, and later ones still land', async () => {
    const { store, nextAppend } = gatedStore();
    const logger = createTestLogger();
    const writer = createLedgerWriter({ store, logger });
    const lost = writer.enqueue('u1', entry('d1'));
    (await nextAppend()).fail(new Error('disk full'));
    await expect(lost).rejects.toMatchObject({ code: 'UNAVAILABLE', retryAfterSeconds: 1 });
    expect(logger.lines.join('\n')).toContain('disk full');
    const kept = writer.enqueue('u1', entry('d2'));
    (await nextAppend()).land();
    await kept;
    expect((await store.ledger.all('u1')).map((e) => e.decision_id)).toEqual(['d2']);
  });

  it('flush waits for every queued write, key uses included', async () => {
    const store = createMemoryStore();
    const writer = createLedgerWriter({ store, logger: createTestLogger() });
    await writer.flush(); // nothing queued
    void writer.enqueue('u1', entry('d1'));
    writer.recordKeyUse('k1', '2026-01-01T00:00:00.000Z');
    writer.recordKeyUse('k1', '2026-01-02T00:00:00.000Z');
    const recorded: Array<[string, string, number]> = [];
    store.keys.recordUse = async (id, at, count = 1) => {
      recorded.push([id, at, count]);
      return null;
    };
    await writer.flush();
    expect(await store.ledger.all('u1')).toHaveLength(1);
    expect(recorded).toEqual([['k1', '2026-01-02T00:00:00.000Z', 2]]);
  });
});
