import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/services/admins';
import { createPasswordHasher } from '../src/services/passwords';
import { createMemoryStore } from '../src/store';
import { createTestApp, isSignedIn, json, TEST_PASSWORD_COST, toCookie } from './helpers';

const passwords = createPasswordHasher({ cost: TEST_PASSWORD_COST });

async function withAdmin() {
  const store = createMemoryStore();
  await ensureAdmin(store, 'Ops@Example.com', 'admin-secret', { passwords });
  return createTestApp({ store });
}

const adminLogin = (t: Awaited<ReturnType<typeof withAdmin>>, password = 'admin-secret') =>
  t.request('POST', '/api/admin/login', { body: { email: 'ops@example.com', password } });

describe('admins', () => {
  it('signs in with a separate cookie and reports who is signed in', async () => {
    const t = await withAdmin();
    expect(await json(await t.request('GET', '/api/admin/me'))).toEqual({
      authenticated: false,
      admin: null,
    });

    const login = await adminLogin(t);
    expect(login.status).toBe(200);
    expect(await json(login)).toEqual({ success: true, admin: { email: 'ops@example.com', role: 'admin' } });
    const setCookie = login.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^charter_admin_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = toCookie(login, 'charter_admin_session');

    expect(await json(await t.request('GET', '/api/admin/me', { cookie }))).toEqual({
      authenticated: true,
      admin: { email: 'ops@example.com', role: 'admin' },
    });

    expect((await t.request('POST', '/api/admin/logout', { cookie })).status).toBe(200);
    expect(await json(await t.request('GET', '/api/admin/me', { cookie }))).toEqual({
      authenticated: false,
      admin: null,
    });
  });

  it('updates the password when ensured again', async () => {
    const t = await withAdmin();
    await ensureAdmin(t.store, 'ops@example.com', 'new-secret', { passwords });
    expect((await adminLogin(t)).status).toBe(401);
    expect((await adminLogin(t, 'new-secret')).status).toBe(200);
  });

  it('keeps user and admin sessions apart', async () => {
    const t = await withAdmin();
    const admin = toCookie(await adminLogin(t), 'charter_admin_session');
    const user = await t.signUp();

    // The admin cookie opens no user route …
    expect(await isSignedIn(t, admin)).toBe(false);
    // … nor does its token work under the user cookie's name, and vice versa.
    const adminToken = admin.split('=')[1]!;
    const userToken = user.split('=')[1]!;
    expect(await isSignedIn(t, `charter_session=${adminToken}`)).toBe(false);
    const asAdmin = await t.request('GET', '/api/admin/me', { cookie: `charter_admin_session=${userToken}` });
    expect(await json(asAdmin)).toMatchObject({ authenticated: false });
    expect(await json(await t.request('GET', '/api/admin/me', { cookie: user }))).toMatchObject({
      authenticated: false,
    });
  });

  it('a user account is never an admin, even with the same email and password', async () => {
    const t = createTestApp();
    await t.signUp('ops@example.com', 'admin-secret');
    const response = await t.request('POST', '/api/admin/login', {
      body: { email: 'ops@example.com', password: 'admin-secret' },
    });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({
      error: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('throttles admin sign-in like user sign-in', async () => {
    const t = await withAdmin();
    for (let i = 0; i < 5; i++) expect((await adminLogin(t, 'wrong-one')).status).toBe(401);
    const throttled = await adminLogin(t);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a cross-site admin login', async () => {
    const t = await withAdmin();
    const response = await t.request('POST', '/api/admin/login', {
      body: { email: 'ops@example.com', password: 'admin-secret' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });
});
