import { randomBytes } from 'node:crypto';
import type { AdminAuditRecord, AdminAuditRepo, InstanceRepo, UserRecord } from './port';
import type { StoreIo } from './store-io';

let sequence = 0;
/**
 * The id sorts by the entry's time: `<15-digit ms>-<6-digit sequence>-<random>`, so the newest keys are the
 * last in order; the sequence keeps one process's entries of the same millisecond in append order.
 */
const toAuditId = (at: string) =>
  `${String(Date.parse(at)).padStart(15, '0')}-${String(sequence++ % 1_000_000).padStart(6, '0')}-${randomBytes(6).toString('hex')}`;

/** Key layout: `admin-audit:<15-digit ms>-<random>`, one entry per key. */
export function createAdminAuditRepo(io: StoreIo): AdminAuditRepo {
  const prefix = 'admin-audit:';
  return {
    async append(record) {
      const stored: AdminAuditRecord = { ...record, id: toAuditId(record.at) };
      await io.write(`${prefix}${stored.id}`, stored);
      return stored;
    },
    async list({ limit }) {
      const keys = (await io.keys(prefix)).sort().reverse().slice(0, Math.max(0, limit));
      const entries = await Promise.all(keys.map((key) => io.read<AdminAuditRecord>(key)));
      return entries.filter((entry): entry is AdminAuditRecord => entry !== null);
    },
  };
}

/** Reads `users:<id>` records directly (there is no user index: the users repo keys them by id and email). */
export function createInstanceRepo(io: StoreIo): InstanceRepo {
  return {
    async listUsers() {
      const keys = await io.keys('users:');
      const users = await Promise.all(keys.map((key) => io.read<UserRecord>(key)));
      return users
        .filter((user): user is UserRecord => user !== null && typeof user === 'object' && 'email' in user)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
    },
    async measure({ maxRecords }) {
      const keys = await io.keys('');
      if (keys.length > maxRecords) return { records: keys.length, bytes: null };
      let bytes = 0;
      for (const key of keys) {
        const value = await io.read<unknown>(key);
        if (value !== null) bytes += Buffer.byteLength(JSON.stringify(value));
      }
      return { records: keys.length, bytes };
    },
  };
}
