import { api } from '@charter/core';
import { createStorage } from 'unstorage';
import memoryDriver from 'unstorage/drivers/memory';
import { describe, expect, it } from 'vitest';
import { toSessionId } from '../src/services/sessions';
import { createStore } from '../src/store/create-store';
import type { TestApp } from './helpers';
import { createTestApp, getUserId, isSignedIn, json, readAnswer, toCookie } from './helpers';

interface ListedSession {
  id: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

const PASSWORD = 'correct horse';

async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<Response> {
  return t.request('POST', '/api/auth/login', { body: { email, password } });
}

/** One account signed in from `count` devices: the cookie of each. */
async function signedInTwice(t: TestApp, email: string): Promise<[string, string]> {
  const first = await t.signUp(email, PASSWORD);
  const second = await signIn(t, email);
  expect(second.status).toBe(200);
  return [first, toCookie(second, 'charter_session')];
}

async function listSessions(t: TestApp, cookie: string): Promise<ListedSession[]> {
  const response = await t.request('GET', '/api/account/sessions', { cookie });
  expect(response.status).toBe(200);
  return (await readAnswer(api.account.listSessions, response)).sessions;
}

const status = (t: TestApp, cookie: string) => isSignedIn(t, cookie);

describe('PUT /api/account/profile', () => {
  it("changes the user's name and technical experience", async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const response = await t.request('PUT', '/api/account/profile', {
      cookie,
      body: { name: '  Grace Hopper ', technicalExperience: 'advanced' },
    });
    expect(response.status).toBe(200);
    const body = await readAnswer(api.account.updateProfile, response);
    expect(body.user).toMatchObject({ name: 'Grace Hopper', technicalExperience: 'advanced' });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);
    const me = await readAnswer(api.auth.me, await t.request('GET', '/api/auth/me', { cookie }));
    expect(me.user).toMatchObject({ name: 'Grace Hopper', technicalExperience: 'advanced' });
  });

  it('refuses a blank name or an unknown experience with a readable 400', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const blank = await t.request('PUT', '/api/account/profile', {
      cookie,
      body: { name: '   ', technicalExperience: 'beginner' },
    });
    expect(blank.status).toBe(400);
    expect((await json(blank)).error).toBe('Name is required.');
    const expert = await t.request('PUT', '/api/account/profile', {
      cookie,
      body: { name: 'Ada', technicalExperience: 'guru' },
    });
    expect(expert.status).toBe(400);
    expect((await json(expert)).code).toBe('VALIDATION_FAILED');
    const notJson = await t.request('PUT', '/api/account/profile', { cookie, body: ['Ada'] });
    expect(notJson.status).toBe(400);
  });

  it('needs a signed-in user and refuses a cross-site request', async () => {
    const t = createTestApp();
    const body = { name: 'Ada', technicalExperience: 'beginner' };
    expect((await t.request('PUT', '/api/account/profile', { body })).status).toBe(401);
    const cookie = await t.signUp();
    const crossSite = await t.request('PUT', '/api/account/profile', {
      cookie,
      body,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('POST /api/account/password', () => {
  const change = (t: TestApp, cookie: string, currentPassword: string, newPassword = 'new battery staple') =>
    t.request('POST', '/api/account/password', {
      cookie,
      body: { currentPassword, newPassword, confirmPassword: newPassword },
    });

  it('replaces the hash, keeps this session, signs out every other one', async () => {
    const t = createTestApp();
    const [here, elsewhere] = await signedInTwice(t, 'pw@example.com');
    const third = toCookie(await signIn(t, 'pw@example.com'), 'charter_session');
    const userId = await getUserId(t, here);
    const before = (await t.store.users.get(userId))!.passwordHash;

    const response = await change(t, here, PASSWORD);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, revokedSessions: 2 });

    expect((await t.store.users.get(userId))!.passwordHash).not.toBe(before);
    expect((await t.store.users.get(userId))!.passwordHash).toMatch(/^scrypt\$/);
    expect(await status(t, here)).toBe(true);
    expect(await status(t, elsewhere)).toBe(false);
    expect(await status(t, third)).toBe(false);
    expect(await listSessions(t, here)).toHaveLength(1);

    expect((await signIn(t, 'pw@example.com')).status).toBe(401);
    expect((await signIn(t, 'pw@example.com', 'new battery staple')).status).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const t = createTestApp();
    const [here, elsewhere] = await signedInTwice(t, 'wrong@example.com');
    const response = await change(t, here, 'not my password');
    expect(response.status).toBe(400);
    const body = await json<{ error: string; details: { issues: { path: string }[] } }>(response);
    expect(body.error).toBe('The current password is not correct.');
    expect(body.details.issues[0]?.path).toBe('currentPassword');
    expect(await status(t, elsewhere)).toBe(true);
    expect((await signIn(t, 'wrong@example.com')).status).toBe(200);
    expect((await signIn(t, 'wrong@example.com', 'new battery staple')).status).toBe(401);
  });

  it('applies registration rules and checks the confirmation', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const short = await change(t, cookie, PASSWORD, 'abc');
    expect(short.status).toBe(400);
    expect((await json(short)).error).toBe('Password must be at least 6 characters long');
    const mismatch = await t.request('POST', '/api/account/password', {
      cookie,
      body: {
        currentPassword: PASSWORD,
        newPassword: 'new battery staple',
        confirmPassword: 'new battery stapel',
      },
    });
    expect(mismatch.status).toBe(400);
    expect((await json(mismatch)).error).toBe('The new password and its confirmation do not match.');
    const missing = await t.request('POST', '/api/account/password', { cookie, body: {} });
    expect(missing.status).toBe(400);
  });

  it('is throttled like sign-in: 429 with Retry-After after five wrong current passwords', async () => {
    // The app's clock near the store's (real) one, so sessions are live; moved to leave the window.
    let clock = Date.now();
    const t = createTestApp({ now: () => new Date(clock) });
    const cookie = await t.signUp('throttle@example.com', PASSWORD);
    for (let i = 0; i < 5; i++) expect((await change(t, cookie, `guess ${i}`)).status).toBe(400);
    const throttled = await change(t, cookie, PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe(String(15 * 60));
    expect((await json(throttled)).code).toBe('RATE_LIMITED');
    // The same budget as sign-in: the guesses here count there too.
    expect((await signIn(t, 'throttle@example.com')).status).toBe(429);
    clock += 15 * 60 * 1000;
    expect((await change(t, cookie, PASSWORD)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('lists only the user’s own sessions, newest first, the current one marked, without hashes', async () => {
    const start = Math.floor(Date.now() / 1000) * 1000;
    let clock = start;
    const t = createTestApp({ now: () => new Date(clock) });
    const first = await t.signUp('list@example.com', PASSWORD);
    clock += 1000;
    const second = toCookie(await signIn(t, 'list@example.com'), 'charter_session');
    await t.signUp('stranger@example.com', PASSWORD);

    const fromFirst = await listSessions(t, first);
    expect(fromFirst).toHaveLength(2);
    expect(fromFirst.map((s) => s.current)).toEqual([false, true]);
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(fromFirst[0]).toMatchObject({ createdAt: iso(start + 1000) });
    expect(fromFirst[1]).toMatchObject({
      createdAt: iso(start),
      expiresAt: iso(start + 30 * 24 * 60 * 60 * 1000),
    });
    const fromSecond = await listSessions(t, second);
    expect(fromSecond.map((s) => s.current)).toEqual([true, false]);
    expect(fromSecond.map((s) => s.id)).toEqual(fromFirst.map((s) => s.id));

    // Neither the cookie token nor its stored digest appears.
    const raw = JSON.stringify(fromFirst);
    for (const cookie of [first, second]) {
      const token = cookie.split('=')[1]!;
      expect(raw).not.toContain(token);
      expect(raw).not.toContain(toSessionId(token));
      expect(raw).not.toContain(toSessionId(token).slice(0, 16));
    }
  });

  it('revokes one other session at once: its cookie answers 401 on the next request', async () => {
    const t = createTestApp();
    const [here, elsewhere] = await signedInTwice(t, 'revoke@example.com');
    const other = (await listSessions(t, here)).find((s) => !s.current)!;

    const response = await t.request('DELETE', `/api/account/sessions/${other.id}`, { cookie: here });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, revokedSessions: 1 });
    expect(await status(t, elsewhere)).toBe(false);
    expect(await status(t, here)).toBe(true);
    expect((await listSessions(t, here)).map((s) => s.current)).toEqual([true]);

    const again = await t.request('DELETE', `/api/account/sessions/${other.id}`, { cookie: here });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another user's session id, and leaves it alone", async () => {
    const t = createTestApp();
    const mine = await t.signUp();
    const theirs = await t.signUp();
    const [theirSession] = await listSessions(t, theirs);
    const response = await t.request('DELETE', `/api/account/sessions/${theirSession!.id}`, { cookie: mine });
    expect(response.status).toBe(404);
    expect((await json(response)).code).toBe('NOT_FOUND');
    expect(await status(t, theirs)).toBe(true);
    for (const id of ['nope', '..', 'a:b', 'x'.repeat(201)]) {
      const weird = await t.request('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`, {
        cookie: mine,
      });
      expect([400, 404]).toContain(weird.status);
    }
  });

  it('refuses to revoke the session in use through this route', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const [current] = await listSessions(t, cookie);
    const response = await t.request('DELETE', `/api/account/sessions/${current!.id}`, { cookie });
    expect(response.status).toBe(400);
    expect(await status(t, cookie)).toBe(true);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const t = createTestApp();
    const [here, elsewhere] = await signedInTwice(t, 'everywhere@example.com');
    const third = toCookie(await signIn(t, 'everywhere@example.com'), 'charter_session');
    const stranger = await t.signUp();

    const response = await t.request('POST', '/api/account/sessions/revoke-others', { cookie: here });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, revokedSessions: 2 });
    expect(await status(t, here)).toBe(true);
    expect(await status(t, elsewhere)).toBe(false);
    expect(await status(t, third)).toBe(false);
    expect(await status(t, stranger)).toBe(true);
    expect(await listSessions(t, here)).toHaveLength(1);

    const none = await t.request('POST', '/api/account/sessions/revoke-others', { cookie: here });
    expect(await json(none)).toEqual({ success: true, revokedSessions: 0 });
  });

  it('drops a signed-out session from the list', async () => {
    const t = createTestApp();
    const [here, elsewhere] = await signedInTwice(t, 'logout@example.com');
    expect(await listSessions(t, here)).toHaveLength(2);
    await t.request('POST', '/api/auth/logout', { cookie: elsewhere });
    expect(await listSessions(t, here)).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    const t = createTestApp();
    expect((await t.request('GET', '/api/account/sessions')).status).toBe(401);
    expect((await t.request('POST', '/api/account/sessions/revoke-others')).status).toBe(401);
    expect((await t.request('DELETE', '/api/account/sessions/abc')).status).toBe(401);
  });
});

describe('sessions the index does not know', () => {
  it('are ended by "sign out everywhere else" and by a password change all the same', async () => {
    // A store whose per-user session index is dropped afterwards: what sessions from before the index
    // existed look like.
    const storage = createStorage({ driver: memoryDriver() });
    const t = createTestApp({ store: createStore(storage, { driver: 'memory' }) });
    const email = 'legacy@example.com';
    const older = await t.signUp(email, PASSWORD);
    await new Promise((done) => setTimeout(done, 5)); // a later creation time for the second sign-in
    const newer = toCookie(await signIn(t, email), 'charter_session');
    const userId = await getUserId(t, newer);
    await storage.removeItem(`owners:${userId}:sessions`);

    const revoked = await t.request('POST', '/api/account/sessions/revoke-others', { cookie: newer });
    expect(revoked.status).toBe(200);
    expect(await isSignedIn(t, older)).toBe(false);
    expect(await isSignedIn(t, newer)).toBe(true);

    // A session started after the cutoff is fine; a password change moves the cutoff to the changer's session.
    await new Promise((done) => setTimeout(done, 5));
    const later = toCookie(await signIn(t, email), 'charter_session');
    await storage.removeItem(`owners:${userId}:sessions`);
    await new Promise((done) => setTimeout(done, 5));
    const changer = toCookie(await signIn(t, email), 'charter_session');
    const changed = await t.request('POST', '/api/account/password', {
      cookie: changer,
      body: {
        currentPassword: PASSWORD,
        newPassword: 'a new horse battery',
        confirmPassword: 'a new horse battery',
      },
    });
    expect(changed.status).toBe(200);
    expect(await isSignedIn(t, later)).toBe(false);
    expect(await isSignedIn(t, changer)).toBe(true);
  });
});
