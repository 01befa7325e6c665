import { randomUUID } from 'node:crypto';
import type { Admin } from '@charter/core';
import { EmailSchema } from '@charter/core';
import type { AdminRecord, Store } from '../store/port';
import type { PasswordHasher } from './passwords';
import { createPasswordHasher } from './passwords';

export function toAdmin(record: AdminRecord): Admin {
  return { email: record.email, role: 'admin' };
}

/**
 * Creates the admin of that email, or sets its password. Used at start-up for CHARTER_ADMIN_EMAIL /
 * CHARTER_ADMIN_PASSWORD and meant for a `charter admin create` command too.
 * @example await ensureAdmin(store, 'ops@example.com', 'a long passphrase')
 */
export async function ensureAdmin(
  store: Store,
  email: string,
  password: string,
  options: { passwords?: PasswordHasher; now?: () => Date } = {},
): Promise<AdminRecord> {
  const normalized = EmailSchema.parse(email);
  const passwords = options.passwords ?? createPasswordHasher();
  const now = (options.now ?? (() => new Date()))().toISOString();
  return store.admins.upsert({
    id: randomUUID(),
    email: normalized,
    role: 'admin',
    passwordHash: await passwords.hash(password),
    createdAt: now,
    updatedAt: now,
  });
}
