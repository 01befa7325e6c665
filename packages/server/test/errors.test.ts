import { ERROR_CODES } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { statusFor } from '../src/errors';
import { createMemoryStore } from '../src/store';
import { createTestApp, json } from './helpers';

describe('statusFor', () => {
  it('maps every error code to an error status', () => {
    for (const code of ERROR_CODES) expect(statusFor(code)).toBeGreaterThanOrEqual(400);
    expect(statusFor('VALIDATION_FAILED')).toBe(400);
    expect(statusFor('EMAIL_TAKEN')).toBe(409);
    expect(statusFor('RATE_LIMITED')).toBe(429);
  });
});

describe('bad input is never a 500', () => {
  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const t = createTestApp();
    for (const raw of ['{bad', '{"name": "a",}', '\u0000', '[1, 2', 'nul']) {
      const response = await t.request('POST', '/api/auth/register', {
        rawBody: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, raw).toBe(400);
      expect(await json(response)).toEqual({
        error: 'The request body is not valid JSON.',
        code: 'INVALID_JSON',
      });
    }
  });

  it('answers invalid UTF-8 with 400 INVALID_JSON', async () => {
    const t = createTestApp();
    const response = await t.request('POST', '/api/auth/login', {
      rawBody: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('says plainly that a body which is not an object must be one', async () => {
    const t = createTestApp();
    for (const raw of ['[1, 2]', 'null', '"text"']) {
      const response = await t.request('POST', '/api/auth/login', {
        rawBody: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(await json(response)).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Send a JSON object.' });
    }
  });

  it('answers well-formed bodies of the wrong shape with 400 VALIDATION_FAILED', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const bodies = [
      '[]',
      '[{"email":"a@example.com"}]',
      'null',
      '"a string"',
      '42',
      'true',
      deep,
      JSON.stringify({ name: { nested: { deeper: [1, 2, 3] } }, email: { a: 1 }, password: 'secret1' }),
      JSON.stringify({ name: 12, email: 12, password: ['secret1'], keyName: 5 }),
      JSON.stringify({
        name: '  ',
        email: 'a@b.co',
        password: '',
        technicalExperience: 'guru',
        keyName: ' ',
      }),
      '{"__proto__": {"isAdmin": true}, "constructor": 1}',
      JSON.stringify({ __proto__: { isAdmin: true }, constructor: 1 }),
    ];
    for (const raw of bodies) {
      for (const [path, cookieHeader] of [
        ['/api/auth/register', undefined],
        ['/api/auth/login', undefined],
        ['/api/projects', cookie],
        ['/api/user/projects', cookie],
        ['/api/keys', cookie],
        ['/api/user/generate-charter-api-key', cookie],
      ] as const) {
        const response = await t.request('POST', path, {
          rawBody: raw,
          cookie: cookieHeader,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status, `${path} ${raw.slice(0, 40)}`).toBe(400);
        const body = await json<{ code: string; error: string }>(response);
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.error.length).toBeGreaterThan(0);
      }
    }
    expect(t.logger.lines.filter((line) => line.startsWith('error'))).toEqual([]);
  });

  it('answers an empty body on a route that needs one with 400', async () => {
    const t = createTestApp();
    const response = await t.request('POST', '/api/auth/login', {
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });
});

describe('body size', () => {
  const big = JSON.stringify({ name: 'A', email: 'a@example.com', password: 'x'.repeat(70 * 1024) });

  it('answers 413 when Content-Length is over 64 KiB', async () => {
    const t = createTestApp();
    const response = await t.request('POST', '/api/auth/register', {
      rawBody: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(await json(response)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 413 when a streamed body without Content-Length grows over 64 KiB', async () => {
    const t = createTestApp();
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request('http://localhost/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await t.app.fetch(request);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(10); // stopped reading once over the limit
  });

  it('accepts a body just under the limit', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const response = await t.request('POST', '/api/projects', {
      cookie,
      body: { name: 'Big', primerContent: 'x'.repeat(59_000) },
    });
    expect(response.status).toBe(201);
  });
});

describe('unexpected errors', () => {
  it('are logged without request data and answered as 500 INTERNAL without internals', async () => {
    const store = createMemoryStore();
    store.users.findByEmail = async () => {
      throw new Error('database exploded at /srv/secret/path');
    };
    const t = createTestApp({ store });
    const response = await t.request('POST', '/api/auth/login', {
      body: { email: 'a@example.com', password: 'hunter2-password' },
      cookie: 'charter_session=session-token-value',
      headers: { authorization: 'Bearer charter_sk_leak' },
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(text).not.toMatch(/exploded|secret/);
    const log = t.logger.lines.join('\n');
    expect(log).toMatch(/POST \/api\/auth\/login failed/);
    expect(log).toMatch(/database exploded/);
    expect(log).not.toMatch(/hunter2|session-token-value|charter_sk_leak/);
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 for any method', async () => {
    const t = createTestApp();
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await t.request(method, '/api/nope');
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await json(response)).toMatchObject({
        code: 'NOT_FOUND',
        error: expect.stringContaining('/api/nope'),
      });
    }
  });
});
