import type { AdminRecord, AdminsRepo } from './port';
import { digest, type RecordIo } from './record-io';

/** Key layout: `admins:<id>`, `admins-by-email:<sha256>` (a `{ id }` pointer). */
export function createAdminsRepo(io: RecordIo): AdminsRepo {
  return {
    get: async (id) => io.readById<AdminRecord>('admins', id),
    async findByEmail(email) {
      const id = await io.readPointer(`admins-by-email:${digest(email)}`);
      return id ? io.readById<AdminRecord>('admins', id) : null;
    },
    async upsert(admin) {
      io.assertSafeId(admin.id);
      const emailKey = `admins-by-email:${digest(admin.email)}`;
      return io.withLock(emailKey, async () => {
        const existingId = await io.readPointer(emailKey);
        const existing = existingId ? await io.read<AdminRecord>(`admins:${existingId}`) : null;
        const next: AdminRecord = existing
          ? { ...existing, passwordHash: admin.passwordHash, updatedAt: admin.updatedAt }
          : admin;
        await io.write(`admins:${next.id}`, next);
        if (!existing) await io.writePointer(emailKey, next.id);
        return next;
      });
    },
  };
}
