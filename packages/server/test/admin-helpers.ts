import { ensureAdmin } from '../src/services/admins';
import { createPasswordHasher } from '../src/services/passwords';
import { createMemoryStore } from '../src/store';
import { createTestApp, TEST_PASSWORD_COST, type TestApp, toCookie } from './helpers';

const passwords = createPasswordHasher({ cost: TEST_PASSWORD_COST });

/** An app with an admin (ops@example.com) signed in: `admin` is the admin session cookie. */
export async function createAdminApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const store = options.store ?? createMemoryStore();
  await ensureAdmin(store, 'ops@example.com', 'admin-secret', { passwords });
  const t = createTestApp({ ...options, store });
  const login = await t.request('POST', '/api/admin/login', {
    body: { email: 'ops@example.com', password: 'admin-secret' },
  });
  return { t, admin: toCookie(login, 'charter_admin_session') };
}

/** Every secret-looking value a stored record may hold: none may appear in an admin answer. */
export async function secretsOf(t: TestApp): Promise<string[]> {
  const users = await t.store.instance.listUsers();
  const found: string[] = [];
  for (const user of users) {
    found.push(user.passwordHash);
    for (const key of await t.store.keys.listByOwner(user.id)) found.push(key.secretHash);
    for (const session of await t.store.sessions.listBySubject(user.id)) found.push(session.id);
  }
  return found;
}
