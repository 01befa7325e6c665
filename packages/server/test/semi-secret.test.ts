import type { KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SemiAgent, startSemiAgent } from '@charter/semi-agent';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApp } from '../src/app';
import { REDIS_NEEDS_SECRET_KEY } from '../src/open-secret-box';
import { createSecretBox, generateSecretKey } from '../src/services/secret-box';
import { SEMI_KEY_UNREADABLE, SEMI_KEY_UNSEALED } from '../src/services/semi';
import { createFsStore, createRedisStore, type Store } from '../src/store';
import { toFilePath } from '../src/store/key-path';
import type { SemiConnectionRecord } from '../src/store/port';
import { createTestApp, getUserId, json, type TestApp } from './helpers';
import { findRedisServer, type RedisServer, startRedisServer } from './store/redis-server';

/**
 * The Semi's remote key at rest, on the real stores: what a person reading the data directory or the redis
 * keyspace sees, and that Charter still authenticates to the reference Semi (examples/semi-agent, the
 * official A2A SDK, which counts only calls bearing the right `Authorization: Bearer`) on loopback.
 */

const SEMI_KEY = 'semi-at-rest-key-5f1c2a9e7b';
const FAST = {
  env: { CHARTER_ALLOW_PRIVATE_NETWORK: '1', CHARTER_SEMI_TIMEOUT_MS: '3000', CHARTER_SEMI_RETRIES: '0' },
  semi: { retryDelayMs: 20, healthyIntervalMs: 60_000, backoffBaseMs: 0 },
};
const redisBinary = findRedisServer();

interface RealStore {
  store: Store;
  /** The stored text of a user's Semi connection, read around Charter (the file, or the redis value). */
  readRaw(ownerId: string): Promise<string | null>;
  close(): Promise<void>;
}

async function openFs(): Promise<RealStore> {
  const dir = mkdtempSync(join(tmpdir(), 'charter-semi-secret-'));
  const store = await createFsStore({ dir });
  return {
    store,
    readRaw: (ownerId) => readFile(toFilePath(dir, `semi-connections:${ownerId}`), 'utf8').catch(() => null),
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let redisServer: RedisServer | undefined;
async function openRedis(): Promise<RealStore> {
  redisServer ??= await startRedisServer(redisBinary!);
  const store = await createRedisStore({ url: redisServer.url });
  const raw = new Redis(redisServer.url);
  return {
    store,
    readRaw: (ownerId) => raw.get(`charter:semi-connections:${ownerId}`),
    async close() {
      raw.disconnect();
      await store.close();
    },
  };
}

let semi: SemiAgent;
beforeAll(async () => {
  semi = await startSemiAgent({ apiKey: SEMI_KEY });
});
afterAll(async () => {
  await semi?.close();
  await redisServer?.stop();
});

const calls = () => semi.calls.direct_message ?? 0;

describe.each([
  { name: 'fs', open: openFs, skip: false },
  { name: 'redis', open: openRedis, skip: !redisBinary },
])('the Semi key at rest on the $name store', ({ open, skip }) => {
  let real: RealStore;
  let key: KeyObject;
  let t: TestApp;
  const apps: TestApp[] = [];
  const appWith = (secretKey: KeyObject) => {
    const app = createTestApp({ ...FAST, store: real.store, secrets: createSecretBox(secretKey) });
    apps.push(app);
    return app;
  };
  const message = (app: TestApp, cookie: string) =>
    app.request('POST', '/api/semi/message', { cookie, body: { content: 'hello' } });

  beforeAll(async () => {
    if (skip) return;
    real = await open();
    key = generateSecretKey();
    t = appWith(key);
  });
  afterAll(async () => {
    for (const app of apps) await closeApp(app.app);
    await real?.close();
  });

  it.skipIf(skip)('stores the key sealed, and a call still sends the right Bearer', async () => {
    const cookie = await t.signUp();
    const connect = await t.request('POST', '/api/semi/connect', {
      cookie,
      body: { semiDomain: semi.url, apiKey: SEMI_KEY },
    });
    expect(connect.status).toBe(200);
    const raw = await real.readRaw(await getUserId(t, cookie));
    expect(raw).toContain(semi.url); // the record is there…
    expect(raw).not.toContain(SEMI_KEY); // …without the key in it
    expect(JSON.parse(raw!).remoteApiKey).toMatch(/^v1:/);

    const before = calls();
    const sent = await message(t, cookie);
    expect(sent.status).toBe(200);
    expect(calls()).toBe(before + 1);
  });

  it.skipIf(skip)('reads a record written before sealing, and seals it at its next write', async () => {
    const cookie = await t.signUp();
    const ownerId = await getUserId(t, cookie);
    await t.request('POST', '/api/semi/connect', {
      cookie,
      body: { semiDomain: semi.url, apiKey: SEMI_KEY },
    });
    const connected = await real.store.semi.getConnection(ownerId);
    // Exactly what the store held before this change: the same record with the key in plain text.
    const legacy: SemiConnectionRecord = { ...connected!, remoteApiKey: SEMI_KEY };
    await real.store.semi.putConnection(legacy);
    expect(await real.readRaw(ownerId)).toContain(SEMI_KEY);
    expect(await json(await t.request('GET', '/api/semi/status', { cookie }))).toMatchObject({
      connected: true,
      ready: true,
    });

    const before = calls();
    expect((await message(t, cookie)).status).toBe(200);
    expect(calls()).toBe(before + 1);
    const raw = await real.readRaw(ownerId);
    expect(raw).not.toContain(SEMI_KEY);
    expect(JSON.parse(raw!).remoteApiKey).toMatch(/^v1:/);
    expect((await message(t, cookie)).status).toBe(200);
    expect(calls()).toBe(before + 2);
  });

  it.skipIf(skip)(
    'another CHARTER_SECRET_KEY: the status says reconnect, calls get 409, nothing leaks',
    async () => {
      const cookie = await t.signUp();
      const ownerId = await getUserId(t, cookie);
      await t.request('POST', '/api/semi/connect', {
        cookie,
        body: { semiDomain: semi.url, apiKey: SEMI_KEY },
      });
      const sealed = JSON.parse((await real.readRaw(ownerId))!).remoteApiKey as string;
      const rotated = appWith(generateSecretKey());

      const before = calls();
      const status = await json(await rotated.request('GET', '/api/semi/status', { cookie }));
      expect(status).toMatchObject({ connected: false, ready: false, lastError: SEMI_KEY_UNREADABLE });
      const refused = await message(rotated, cookie);
      expect(refused.status).toBe(409);
      const body = await json(refused);
      expect(body).toMatchObject({ error: SEMI_KEY_UNREADABLE });
      expect(calls()).toBe(before);
      const activity = await json<{ activity: { type: string; message: string }[] }>(
        await rotated.request('GET', '/api/semi/activity', { cookie }),
      );
      expect(activity.activity[0]).toMatchObject({ type: 'error', message: SEMI_KEY_UNREADABLE });

      const seen = [
        JSON.stringify([status, body, activity]),
        ...apps.flatMap((app) => app.logger.lines),
      ].join('\n');
      for (const secret of [SEMI_KEY, sealed, sealed.split(':')[3]!]) expect(seen).not.toContain(secret);
      // The unreadable key stays as it was (the right key may come back); reconnecting replaces it.
      expect(JSON.parse((await real.readRaw(ownerId))!).remoteApiKey).toBe(sealed);

      const again = await rotated.request('POST', '/api/semi/connect', {
        cookie,
        body: { semiDomain: semi.url, apiKey: SEMI_KEY },
      });
      expect(again.status).toBe(200);
      expect((await message(rotated, cookie)).status).toBe(200);
      expect(calls()).toBe(before + 1);
    },
  );
});

describe.skipIf(!redisBinary)('redis without CHARTER_SECRET_KEY', () => {
  let real: RealStore;
  let t: TestApp;
  beforeAll(async () => {
    real = await openRedis();
    // No `secrets`: what createApp does with no CHARTER_SECRET_KEY on a redis store.
    t = createTestApp({ ...FAST, store: real.store });
  });
  afterAll(async () => {
    await closeApp(t.app);
    await real?.close();
  });

  it('refuses to store a connection (503, saying what to set), and stores nothing', async () => {
    const cookie = await t.signUp();
    const response = await t.request('POST', '/api/semi/connect', {
      cookie,
      body: { semiDomain: semi.url, apiKey: SEMI_KEY },
    });
    expect(response.status).toBe(503);
    expect(await json(response)).toMatchObject({ error: REDIS_NEEDS_SECRET_KEY });
    expect(REDIS_NEEDS_SECRET_KEY).toMatch(/CHARTER_SECRET_KEY must be set/);
    expect(await real.readRaw(await getUserId(t, cookie))).toBeNull();
  });

  it('does not go on using a plain key from before: it is removed, and the status says why', async () => {
    const cookie = await t.signUp();
    const ownerId = await getUserId(t, cookie);
    await real.store.semi.putConnection({
      ownerId,
      semiDomain: semi.url,
      baseUrl: semi.url,
      rpcUrl: `${semi.url}/a2a/jsonrpc`,
      remoteApiKey: SEMI_KEY,
      contextId: 'legacy-context',
      agent: { name: 'Reference Semi', version: '1.0.0', description: '', skills: [] },
      connected: true,
      ready: true,
      reconnectAttempts: 0,
      lastError: null,
      lastCheckedAt: null,
      nextCheckAt: Date.now() + 60_000,
      connectedAt: new Date().toISOString(),
    });
    const before = calls();
    expect(await json(await t.request('GET', '/api/semi/status', { cookie }))).toMatchObject({
      connected: false,
      lastError: SEMI_KEY_UNSEALED,
    });
    expect((await t.request('POST', '/api/semi/message', { cookie, body: { content: 'x' } })).status).toBe(
      409,
    );
    expect(calls()).toBe(before);
    const raw = await real.readRaw(ownerId);
    expect(raw).toContain(semi.url);
    expect(raw).not.toContain(SEMI_KEY);
  });
});
