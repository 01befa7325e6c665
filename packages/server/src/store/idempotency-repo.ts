import { createHash } from 'node:crypto';
import type { StoreIo } from './governance-repos';
import type { IdempotencyRecord, IdempotencyRepo } from './port';

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** Expired records of drivers without TTL (memory, fs) are swept at most this often, by whichever call comes. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Key layout: `idempotency:<sha256 of the scoped key>`, one JSON record each. Every step is a read-modify-write
 * under `withLock` of that key (a redis lease across instances), so two requests with one key never both
 * claim it. The record's `expiresAt` is checked on read; redis also drops it by TTL, and memory and fs
 * sweep expired records now and then.
 */
export function createIdempotencyRepo(
  io: StoreIo,
  write: (key: string, value: unknown, ttlSeconds: number) => Promise<void>,
  { sweeps }: { sweeps: boolean },
): IdempotencyRepo {
  const keyOf = (key: string) => `idempotency:${digest(key)}`;
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweep(now: number) {
    if (!sweeps || now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    for (const key of await io.keys('idempotency:')) {
      await io.withLock(key, async () => {
        const record = await io.read<IdempotencyRecord>(key);
        if (record && record.expiresAt <= now && record.leaseUntil <= now) await io.remove(key);
      });
    }
  }

  const ttlSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    async claim(key, { fingerprint, token }, { now, leaseMs, ttlMs }) {
      const k = keyOf(key);
      const result = await io.withLock(k, async () => {
        const existing = await io.read<IdempotencyRecord>(k);
        const live =
          existing && (existing.state === 'done' ? existing.expiresAt > now : existing.leaseUntil > now);
        if (existing && live) return { claimed: false as const, existing };
        const record: IdempotencyRecord = {
          fingerprint,
          state: 'running',
          token,
          leaseUntil: now + leaseMs,
          expiresAt: now + ttlMs,
        };
        await write(k, record, ttlSeconds(ttlMs));
        return { claimed: true as const };
      });
      await sweep(now);
      return result;
    },
    async complete(key, token, answer, { now, ttlMs }) {
      const k = keyOf(key);
      await io.withLock(k, async () => {
        const current = await io.read<IdempotencyRecord>(k);
        if (!current || current.token !== token) return;
        const done: IdempotencyRecord = {
          ...current,
          state: 'done',
          answer,
          expiresAt: now + ttlMs,
          leaseUntil: now,
        };
        await write(k, done, ttlSeconds(ttlMs));
      });
    },
    async release(key, token) {
      const k = keyOf(key);
      await io.withLock(k, async () => {
        const current = await io.read<IdempotencyRecord>(k);
        if (current && current.token === token && current.state === 'running') await io.remove(k);
      });
    },
  };
}
