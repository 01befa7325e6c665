import { describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/port';

let sequence = 0;
const unique = () => `user:u1\nkey-${Date.now().toString(36)}-${(sequence++).toString(36)}`;
const T = Date.parse('2026-03-01T10:00:00.000Z');
const LEASE = 60_000;
const TTL = 24 * 3600_000;
const at = (now: number) => ({ now, leaseMs: LEASE, ttlMs: TTL });

/** `Idempotency-Key` records: one claim per key, the kept answer, lapsed leases and expiry. */
export function describeIdempotencyContract(getStore: () => Store) {
  describe('idempotency', () => {
    it('claims a key once; a second claim sees the running one, then the kept answer', async () => {
      const store = getStore();
      const key = unique();
      expect(await store.idempotency.claim(key, { fingerprint: 'f1', token: 'a' }, at(T))).toEqual({
        claimed: true,
      });
      const running = await store.idempotency.claim(key, { fingerprint: 'f1', token: 'b' }, at(T + 10));
      expect(running).toMatchObject({ claimed: false, existing: { state: 'running', fingerprint: 'f1' } });

      await store.idempotency.complete(
        key,
        'a',
        { status: 201, body: { id: 'k1' } },
        { now: T + 20, ttlMs: TTL },
      );
      const done = await store.idempotency.claim(key, { fingerprint: 'f2', token: 'c' }, at(T + 30));
      expect(done).toMatchObject({
        claimed: false,
        existing: { state: 'done', fingerprint: 'f1', answer: { status: 201, body: { id: 'k1' } } },
      });
    });

    it('lets exactly one of many concurrent claims through', async () => {
      const store = getStore();
      const key = unique();
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          store.idempotency.claim(key, { fingerprint: 'f', token: `t${i}` }, at(T)),
        ),
      );
      expect(claims.filter((c) => c.claimed)).toHaveLength(1);
    });

    it('only the claim’s own token completes or releases it', async () => {
      const store = getStore();
      const key = unique();
      await store.idempotency.claim(key, { fingerprint: 'f', token: 'mine' }, at(T));
      await store.idempotency.complete(key, 'other', { status: 200, body: 1 }, { now: T, ttlMs: TTL });
      await store.idempotency.release(key, 'other');
      expect(await store.idempotency.claim(key, { fingerprint: 'f', token: 'x' }, at(T + 1))).toMatchObject({
        existing: { state: 'running', token: 'mine' },
      });
      await store.idempotency.release(key, 'mine');
      expect(await store.idempotency.claim(key, { fingerprint: 'f', token: 'y' }, at(T + 2))).toEqual({
        claimed: true,
      });
    });

    it('a lapsed lease (a crashed instance) lets the next request run; a kept answer lasts its TTL', async () => {
      const store = getStore();
      const key = unique();
      await store.idempotency.claim(key, { fingerprint: 'f', token: 'dead' }, at(T));
      expect(
        await store.idempotency.claim(key, { fingerprint: 'f', token: 'next' }, at(T + LEASE + 1)),
      ).toEqual({ claimed: true });
      // The dead request finishing late does not overwrite the claim that replaced it.
      await store.idempotency.complete(
        key,
        'dead',
        { status: 200, body: 'late' },
        { now: T + LEASE + 2, ttlMs: TTL },
      );
      await store.idempotency.complete(
        key,
        'next',
        { status: 200, body: 'kept' },
        { now: T + LEASE + 3, ttlMs: TTL },
      );
      const kept = await store.idempotency.claim(key, { fingerprint: 'f', token: 'z' }, at(T + LEASE + TTL));
      expect(kept).toMatchObject({ existing: { answer: { body: 'kept' } } });
      expect(
        await store.idempotency.claim(key, { fingerprint: 'f', token: 'w' }, at(T + LEASE + 3 + TTL)),
      ).toEqual({ claimed: true });
    });

    it('keeps keys apart: the scope is part of the key', async () => {
      const store = getStore();
      const key = unique();
      await store.idempotency.claim(key, { fingerprint: 'f', token: 'a' }, at(T));
      expect(
        await store.idempotency.claim(
          key.replace('user:u1', 'user:u2'),
          { fingerprint: 'f', token: 'b' },
          at(T),
        ),
      ).toEqual({ claimed: true });
    });
  });
}
