import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createTestApp, isSignedIn, json, ORIGIN, readAnswer, toCookie } from './helpers';

const register = (email: string, password = 'correct horse', extra: Record<string, unknown> = {}) => ({
  body: { name: 'Ada', email, password, ...extra },
});

describe('register', () => {
  it('creates the account, signs in and answers 201 without the password hash', async () => {
    const t = createTestApp();
    const response = await t.request('POST', '/api/auth/register', register('Ada@Example.com'));
    expect(response.status).toBe(201);
    const body = await json<{ success: boolean; user: Record<string, unknown> }>(response);
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      technicalExperience: 'beginner',
      onboardingCompleted: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);

    const me = await t.request('GET', '/api/auth/me', { cookie: toCookie(response, 'charter_session') });
    expect(me.status).toBe(200);
    expect((await readAnswer(api.auth.me, me)).user?.email).toBe('ada@example.com');
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie that lasts 30 days', async () => {
    const t = createTestApp();
    const response = await t.request('POST', '/api/auth/register', register('c@example.com'));
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('charter_session='))!;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; Max-Age=2592000/i);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it('marks the cookie Secure behind HTTPS (X-Forwarded-Proto) and per CHARTER_SECURE_COOKIES', async () => {
    const auto = createTestApp();
    const proxied = await auto.request('POST', '/api/auth/register', {
      ...register('p@example.com'),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers.getSetCookie()[0]).toMatch(/; Secure/i);

    const always = createTestApp({ env: { CHARTER_SECURE_COOKIES: 'always' } });
    const a = await always.request('POST', '/api/auth/register', register('a@example.com'));
    expect(a.headers.getSetCookie()[0]).toMatch(/; Secure/i);

    const never = createTestApp({ env: { CHARTER_SECURE_COOKIES: 'never' } });
    const n = await never.request('POST', '/api/auth/register', {
      ...register('n@example.com'),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(n.headers.getSetCookie()[0]).not.toMatch(/; Secure/i);
  });

  it('keeps a chosen technical experience', async () => {
    const t = createTestApp();
    const response = await t.request(
      'POST',
      '/api/auth/register',
      register('e@example.com', 'secret1', { technicalExperience: 'advanced' }),
    );
    expect((await readAnswer(api.auth.register, response)).user.technicalExperience).toBe('advanced');
  });

  it('answers 409 EMAIL_TAKEN with a readable error for a taken email, in any case', async () => {
    const t = createTestApp();
    await t.request('POST', '/api/auth/register', register('dup@example.com'));
    const again = await t.request('POST', '/api/auth/register', register('DUP@example.com '));
    expect(again.status).toBe(409);
    const body = await json(again);
    expect(body.code).toBe('EMAIL_TAKEN');
    expect(body.error).toMatch(/already exists/);
  });

  it('refuses a short password with the message the console shows', async () => {
    const t = createTestApp();
    const response = await t.request('POST', '/api/auth/register', register('s@example.com', '12345'));
    expect(response.status).toBe(400);
    const body = await json<{ error: string; code: string; details: { issues: { path: string }[] } }>(
      response,
    );
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.error).toBe('Password must be at least 6 characters long');
    expect(body.details.issues[0]!.path).toBe('password');
  });

  it('refuses a bad email with 400', async () => {
    const t = createTestApp();
    const response = await t.request('POST', '/api/auth/register', register('not-an-email'));
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Enter a valid email address.',
    });
  });
});

describe('login, me, logout', () => {
  it('signs in with a new session each time, and me answers user: null when signed out', async () => {
    const t = createTestApp();
    const first = await t.signUp('l@example.com', 'secret1');
    expect(await isSignedIn(t)).toBe(false);

    const login = await t.request('POST', '/api/auth/login', {
      body: { email: 'L@example.com', password: 'secret1' },
    });
    expect(login.status).toBe(200);
    const body = await json<{ success: boolean; user: Record<string, unknown> }>(login);
    expect(body.success).toBe(true);
    expect(body.user).not.toHaveProperty('passwordHash');
    const second = toCookie(login, 'charter_session');
    expect(second).not.toBe(first);
    expect(await isSignedIn(t, second)).toBe(true);
  });

  it('gives unknown email and wrong password the same 401 answer', async () => {
    const t = createTestApp();
    await t.signUp('w@example.com', 'secret1');
    const wrong = await t.request('POST', '/api/auth/login', {
      body: { email: 'w@example.com', password: 'nope!!' },
    });
    const unknown = await t.request('POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'nope!!' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' };
    expect(await json(wrong)).toEqual(expected);
    expect(await json(unknown)).toEqual(expected);
  });

  it('revokes the session on logout: replaying the old cookie gets 401', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const logout = await t.request('POST', '/api/auth/logout', { cookie, headers: { origin: ORIGIN } });
    expect(logout.status).toBe(200);
    expect(await json(logout)).toEqual({ success: true });
    expect(logout.headers.getSetCookie()[0]).toMatch(/^charter_session=;.*Max-Age=0/i);
    expect(await isSignedIn(t, cookie)).toBe(false);
  });

  it('logout without a session still answers 200', async () => {
    const t = createTestApp();
    expect((await t.request('POST', '/api/auth/logout')).status).toBe(200);
  });

  it('revokes the previous session when signing in again from the same browser', async () => {
    const t = createTestApp();
    const old = await t.signUp('again@example.com', 'secret1');
    const login = await t.request('POST', '/api/auth/login', {
      cookie: old,
      body: { email: 'again@example.com', password: 'secret1' },
    });
    expect(login.status).toBe(200);
    expect(await isSignedIn(t, old)).toBe(false);
  });

  it('completes onboarding for the signed-in user only', async () => {
    const t = createTestApp();
    expect((await t.request('POST', '/api/auth/complete-onboarding')).status).toBe(401);
    const cookie = await t.signUp();
    const done = await t.request('POST', '/api/auth/complete-onboarding', { cookie });
    expect(done.status).toBe(200);
    expect((await readAnswer(api.auth.completeOnboarding, done)).user.onboardingCompleted).toBe(true);
    const me = await readAnswer(api.auth.me, await t.request('GET', '/api/auth/me', { cookie }));
    expect(me.user?.onboardingCompleted).toBe(true);
  });

  it('ignores a forged cookie', async () => {
    const t = createTestApp();
    await t.signUp();
    expect(await isSignedIn(t, 'charter_session=forged')).toBe(false);
  });
});

describe('login throttling', () => {
  it('answers 429 with Retry-After after 5 failures, until the oldest leaves the 15-minute window', async () => {
    let now = Date.parse('2026-01-01T10:00:00Z');
    const t = createTestApp({ now: () => new Date(now) });
    await t.signUp('t@example.com', 'secret1');
    const attempt = (password: string) =>
      t.request('POST', '/api/auth/login', { body: { email: 't@example.com', password } });

    for (let i = 0; i < 5; i++) {
      expect((await attempt('wrong!!')).status).toBe(401);
      now += 60_000;
    }
    // Even the right password is refused while throttled.
    const throttled = await attempt('secret1');
    expect(throttled.status).toBe(429);
    expect(await json(throttled)).toMatchObject({ code: 'RATE_LIMITED' });
    // Oldest failure at 10:00, now 10:05: it leaves the window at 10:15.
    expect(throttled.headers.get('retry-after')).toBe(String(10 * 60));

    now += 10 * 60_000 + 1;
    expect((await attempt('secret1')).status).toBe(200);
  });

  it('clears the failures after a success', async () => {
    const t = createTestApp();
    await t.signUp('c@example.com', 'secret1');
    const attempt = (password: string) =>
      t.request('POST', '/api/auth/login', { body: { email: 'c@example.com', password } });
    for (let i = 0; i < 4; i++) await attempt('wrong!!');
    expect((await attempt('secret1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('wrong!!')).status).toBe(401);
    expect((await attempt('secret1')).status).toBe(200);
  });

  it('throttles unknown emails too, so probing is throttled the same way', async () => {
    const t = createTestApp();
    const attempt = () =>
      t.request('POST', '/api/auth/login', { body: { email: 'ghost@example.com', password: 'whatever' } });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });
});

describe('cross-site protection', () => {
  it('refuses a POST whose Origin is another site', async () => {
    const t = createTestApp();
    const response = await t.request('POST', '/api/auth/register', {
      ...register('x@example.com'),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  it('refuses Sec-Fetch-Site: cross-site, even with a valid session', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const response = await t.request('POST', '/api/projects', {
      cookie,
      body: { name: 'P' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    const logout = await t.request('POST', '/api/auth/logout', { cookie, headers: { origin: 'null' } });
    expect(logout.status).toBe(403);
    expect(await isSignedIn(t, cookie)).toBe(true);
  });

  it('accepts same-origin and same-site browser requests', async () => {
    const t = createTestApp();
    const response = await t.request('POST', '/api/auth/register', {
      ...register('ok@example.com'),
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(201);
  });

  it('accepts only application/json bodies (415 otherwise)', async () => {
    const t = createTestApp();
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await t.request('POST', '/api/auth/login', {
        rawBody: JSON.stringify({ email: 'a@example.com', password: 'secret1' }),
        headers: { 'content-type': type },
      });
      expect(response.status).toBe(415);
      expect(await json(response)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    const missing = await t.request('POST', '/api/auth/login', { rawBody: '{}' });
    expect(missing.status).toBe(415);
    const withCharset = await t.request('POST', '/api/auth/login', {
      body: { email: 'a@example.com', password: 'secret1' },
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(withCharset.status).toBe(401);
  });
});
