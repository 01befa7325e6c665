import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, allRoutes, api, createApiClient, toRouteRef, toRouteRefs } from '../src/index';

// A real HTTP server on loopback stands in for Charter's server: the client is tested on the wire.
let server: Server;
let baseUrl: string;
const seen: { method?: string; url?: string; contentType?: string; body: string }[] = [];

const user = {
  id: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  technicalExperience: 'advanced',
  onboardingCompleted: true,
  createdAt: '2026-11-21T10:00:00.000Z',
};

async function readBody(req: IncomingMessage) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], body });
    if (req.url === '/api/auth/me') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, user }));
    } else if (req.url === '/api/auth/login') {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' }));
    } else if (req.url === '/api/files/extract-text') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          success: true,
          text: 'notes',
          name: 'notes.md',
          type: 'md',
          characters: 5,
          truncated: false,
          hadBinary: false,
        }),
      );
    } else if (req.url === '/api/auth/logout') {
      res.writeHead(502).end();
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ unexpected: true }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  const call = () => createApiClient({ baseUrl, fetch });

  it('sends no body and no JSON content type on a GET, and parses the answer', async () => {
    const answer = await call()(api.auth.me);
    expect(answer.user?.email).toBe('ada@example.com');
    const request = seen.at(-1);
    expect(request).toMatchObject({ method: 'GET', url: '/api/auth/me', body: '' });
    expect(request?.contentType).toBeUndefined();
  });

  it('sends a multipart route as form data with its boundary, not as JSON', async () => {
    const file = new File(['# notes'], 'notes.md', { type: 'text/markdown' });
    const answer = await call()(api.files.extractText, { body: { file } });
    expect(answer.name).toBe('notes.md');
    const request = seen.at(-1);
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('filename="notes.md"');
    expect(request?.body).toContain('# notes');
  });

  it('sends JSON with a JSON content type when there is a body', async () => {
    await call()(api.auth.login, { body: { email: 'a@b.co', password: 'x' } }).catch(() => undefined);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: 'application/json' });
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toEqual({ email: 'a@b.co', password: 'x' });
  });

  it('turns a non-OK answer into "<status>: <body text>" and keeps the server sentence', async () => {
    const error = await call()(api.auth.login, { body: { email: 'a@b.co', password: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('401: {"error":"Invalid email or password.","code":"INVALID_CREDENTIALS"}');
    expect(error.userMessage).toBe('Invalid email or password.');
    expect(error.status).toBe(401);
  });

  it('uses the status text when the body is empty', async () => {
    const error = await call()(api.auth.logout).catch((e) => e);
    expect(error.message).toBe('502: Bad Gateway');
  });

  it('refuses an answer that does not match the contract', async () => {
    await expect(call()(api.keys.list)).rejects.toThrow();
  });

  it('fills path parameters', async () => {
    await call()(api.projects.get, { params: { projectId: 'p/1' } }).catch(() => undefined);
    expect(seen.at(-1)?.url).toBe('/api/projects/p%2F1');
  });
});

describe('createApiClient with route references (no schemas, as the console builds them)', () => {
  const refs = toRouteRefs(api);
  const resolveRoute = async (ref: { method: string; path: string }) =>
    allRoutes.find((route) => route.method === ref.method && route.path === ref.path);

  it('references carry method, path and kind of answer, and survive JSON (the build inlines them)', () => {
    expect(toRouteRef(api.auth.me)).toEqual({
      method: 'GET',
      path: '/api/auth/me',
      auth: 'public',
      json: true,
    });
    expect(toRouteRef(api.files.extractText)).toMatchObject({ multipart: true, json: true });
    expect(JSON.parse(JSON.stringify(refs))).toEqual(refs);
    expect(Object.keys(refs)).toEqual(Object.keys(api));
  });

  it('calls a reference like its route, and validates through resolveRoute', async () => {
    const answer = await createApiClient({ baseUrl, fetch, resolveRoute })(refs.auth.me);
    expect(answer.user?.email).toBe('ada@example.com');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/api/auth/me' });
    await expect(createApiClient({ baseUrl, fetch, resolveRoute })(refs.keys.list)).rejects.toThrow();
  });

  it('sends a multipart reference as form data', async () => {
    const file = new File(['# notes'], 'notes.md', { type: 'text/markdown' });
    await createApiClient({ baseUrl, fetch, resolveRoute })(refs.files.extractText, { body: { file } });
    expect(seen.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('without validation, hands the answer on as the server sent it', async () => {
    const answer = await createApiClient({ baseUrl, fetch, validate: false })(refs.keys.list);
    expect(answer).toEqual({ unexpected: true });
  });

  it('says so when a reference is not in the contract it validates against', async () => {
    const ghost = { method: 'GET', path: '/api/ghost', auth: 'user', json: true } as const;
    await expect(createApiClient({ baseUrl, fetch, resolveRoute })(ghost)).rejects.toThrow(
      'GET /api/ghost is not a route of the contract',
    );
  });
});
