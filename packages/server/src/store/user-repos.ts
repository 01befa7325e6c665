import { CharterError } from '@charter/core/errors';
import type { UserRecord, UsersRepo } from './port';
import { digest, type RecordIo } from './record-io';

/** Key layout: `users:<id>`, `users-by-email:<sha256>` (a `{ id }` pointer, unique under its lock). */
export function createUsersRepo(io: RecordIo): UsersRepo {
  return {
    get: async (id) => io.readById<UserRecord>('users', id),
    async findByEmail(email) {
      const id = await io.readPointer(`users-by-email:${digest(email)}`);
      return id ? io.readById<UserRecord>('users', id) : null;
    },
    async create(user) {
      io.assertSafeId(user.id);
      const emailKey = `users-by-email:${digest(user.email)}`;
      return io.withLock(emailKey, async () => {
        if (await io.readPointer(emailKey)) {
          throw new CharterError(
            'EMAIL_TAKEN',
            'An account with this email already exists. Sign in instead.',
          );
        }
        // The record first, then the index: a crash between them leaves an unreachable record, never an
        // index pointing at nothing.
        await io.write(`users:${user.id}`, user);
        await io.writePointer(emailKey, user.id);
        return user;
      });
    },
    update: (id, changes) => io.patch<UserRecord>('users', id, changes),
  };
}
