import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiKey } from '@charter/core';
import { api, KEY_SECRET_PREFIX } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createFsStore } from '../src/store';
import { createTestApp, json, readAnswer } from './helpers';

interface Created {
  success: boolean;
  keyId: string;
  secret: string;
  key: ApiKey;
}
interface Generated {
  success: boolean;
  apiKey: { name: string; keyId: string; keySecret: string; createdAt: string };
}

const whoami = (t: ReturnType<typeof createTestApp>, secret: string) =>
  t.request('GET', '/api/external/whoami', { headers: { authorization: `Bearer ${secret}` } });

describe('API keys', () => {
  it('creates a key whose secret is shown once, then lists it without the secret', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const response = await t.request('POST', '/api/keys', {
      cookie,
      body: { name: '  CI  ', description: 'for the pipeline' },
    });
    expect(response.status).toBe(201);
    const created = await json<Created>(response);
    expect(created.success).toBe(true);
    expect(created.keyId).toMatch(/^key_[0-9a-f]{16}$/);
    expect(created.secret.startsWith(KEY_SECRET_PREFIX)).toBe(true);
    // 32 random bytes in base64url: 43 characters, 256 bits.
    expect(created.secret.length - KEY_SECRET_PREFIX.length).toBe(43);
    expect(created.key).toMatchObject({
      name: 'CI',
      description: 'for the pipeline',
      kind: 'api',
      isActive: true,
    });
    expect(created.key).not.toHaveProperty('secretHash');

    const listText = await (await t.request('GET', '/api/keys', { cookie })).text();
    const { keys } = JSON.parse(listText) as { keys: ApiKey[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      keyId: created.keyId,
      usageCount: 0,
      lastUsedAt: null,
      deactivatedAt: null,
    });
    expect(listText).not.toContain(created.secret);
    expect(listText).not.toMatch(/secret|ownerId/i);
  });

  it('requires a name after trimming', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const response = await t.request('POST', '/api/keys', { cookie, body: { name: '   ' } });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe('Name required: Please provide a name for your API key.');
  });

  it('deactivates a key for good: it stays listed and stops working at once', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const created = await json<Created>(
      await t.request('POST', '/api/keys', { cookie, body: { name: 'k' } }),
    );
    expect((await whoami(t, created.secret)).status).toBe(200);

    const response = await t.request('DELETE', `/api/keys/${created.keyId}`, { cookie });
    expect(response.status).toBe(200);
    const { key } = await readAnswer(api.keys.deactivate, response);
    expect(key.isActive).toBe(false);
    expect(key.deactivatedAt).not.toBeNull();

    const refused = await whoami(t, created.secret);
    expect(refused.status).toBe(401);
    expect(await json(refused)).toMatchObject({ code: 'INVALID_API_KEY' });

    const { keys } = await readAnswer(api.keys.list, await t.request('GET', '/api/keys', { cookie }));
    expect(keys[0]).toMatchObject({ isActive: false, deactivatedAt: key.deactivatedAt });

    // Deactivating again changes nothing (no reactivation, same timestamp).
    const again = await readAnswer(
      api.keys.deactivate,
      await t.request('DELETE', `/api/keys/${created.keyId}`, { cookie }),
    );
    expect(again.key.deactivatedAt).toBe(key.deactivatedAt);
  });

  it('answers 404 when deactivating someone else’s key, which keeps working', async () => {
    const t = createTestApp();
    const alice = await t.signUp();
    const mallory = await t.signUp();
    const created = await json<Created>(
      await t.request('POST', '/api/keys', { cookie: alice, body: { name: 'k' } }),
    );
    const response = await t.request('DELETE', `/api/keys/${created.keyId}`, { cookie: mallory });
    expect(response.status).toBe(404);
    expect((await whoami(t, created.secret)).status).toBe(200);
    expect((await t.request('DELETE', '/api/keys/key_0000000000000000', { cookie: alice })).status).toBe(404);
    const { keys } = await readAnswer(
      api.keys.list,
      await t.request('GET', '/api/keys', { cookie: mallory }),
    );
    expect(keys).toEqual([]);
  });

  it('refuses a cross-site DELETE', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const created = await json<Created>(
      await t.request('POST', '/api/keys', { cookie, body: { name: 'k' } }),
    );
    const response = await t.request('DELETE', `/api/keys/${created.keyId}`, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('Charter API keys', () => {
  it('generates a charter key, listed among charter keys and all keys, deactivatable the same way', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    await t.request('POST', '/api/keys', { cookie, body: { name: 'plain' } });
    const response = await t.request('POST', '/api/user/generate-charter-api-key', {
      cookie,
      body: { keyName: 'Claude' },
    });
    expect(response.status).toBe(201);
    const generated = await json<Generated>(response);
    expect(generated.success).toBe(true);
    expect(generated.apiKey).toMatchObject({
      name: 'Claude',
      keyId: expect.stringMatching(/^key_[0-9a-f]{16}$/),
    });
    expect(generated.apiKey.keySecret.startsWith(KEY_SECRET_PREFIX)).toBe(true);

    const charterText = await (await t.request('GET', '/api/user/charter-api-keys', { cookie })).text();
    const charter = (JSON.parse(charterText) as { keys: ApiKey[] }).keys;
    expect(charter.map((k) => [k.name, k.kind])).toEqual([['Claude', 'charter']]);
    expect(charterText).not.toContain(generated.apiKey.keySecret);

    const all = await readAnswer(api.keys.list, await t.request('GET', '/api/keys', { cookie }));
    expect(all.keys.map((k) => k.kind).sort()).toEqual(['api', 'charter']);

    await t.request('DELETE', `/api/keys/${generated.apiKey.keyId}`, { cookie });
    expect((await whoami(t, generated.apiKey.keySecret)).status).toBe(401);
  });

  it('refuses a blank key name', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const response = await t.request('POST', '/api/user/generate-charter-api-key', {
      cookie,
      body: { keyName: ' ' },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toBe('Please enter a name for your API key.');
  });
});

describe('bearer-key guard (whoami)', () => {
  it('identifies the key and counts each use', async () => {
    let now = Date.now();
    const t = createTestApp({ now: () => new Date(now) });
    const cookie = await t.signUp();
    const { apiKey } = await json<Generated>(
      await t.request('POST', '/api/user/generate-charter-api-key', { cookie, body: { keyName: 'agent' } }),
    );
    const first = await json(await whoami(t, apiKey.keySecret));
    expect(first).toEqual({ keyId: apiKey.keyId, name: 'agent', kind: 'charter', usageCount: 1 });
    now += 60_000;
    expect((await json(await whoami(t, apiKey.keySecret))).usageCount).toBe(2);

    const { keys } = await readAnswer(api.keys.list, await t.request('GET', '/api/keys', { cookie }));
    expect(keys[0]).toMatchObject({ usageCount: 2, lastUsedAt: new Date(now).toISOString() });
  });

  it('rejects missing, malformed and unknown keys with 401 INVALID_API_KEY', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    for (const authorization of [
      undefined,
      'Basic abc',
      'Bearer',
      `Bearer ${KEY_SECRET_PREFIX}${'A'.repeat(43)}`,
      'Bearer not-a-charter-key',
    ]) {
      const response = await t.request('GET', '/api/external/whoami', {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status, authorization).toBe(401);
      expect(await json(response)).toMatchObject({ code: 'INVALID_API_KEY' });
    }
    // A session cookie is not a key.
    expect((await t.request('GET', '/api/external/whoami', { cookie })).status).toBe(401);
  });
});

describe('key secrets at rest', () => {
  it('never writes a secret into the data directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-keys-'));
    const store = await createFsStore({ dir });
    try {
      const t = createTestApp({ store });
      const cookie = await t.signUp();
      const created = await json<Created>(
        await t.request('POST', '/api/keys', { cookie, body: { name: 'k' } }),
      );
      const generated = await json<Generated>(
        await t.request('POST', '/api/user/generate-charter-api-key', { cookie, body: { keyName: 'c' } }),
      );
      await whoami(t, created.secret);
      await store.close();

      const files: string[] = [];
      const walk = (path: string) => {
        for (const name of readdirSync(path)) {
          const full = join(path, name);
          if (statSync(full).isDirectory()) walk(full);
          else files.push(full);
        }
      };
      walk(dir);
      expect(files.length).toBeGreaterThan(0);
      const everything = files.map((file) => readFileSync(file, 'latin1')).join('\n');
      expect(everything).toContain(created.keyId);
      for (const secret of [created.secret, generated.apiKey.keySecret]) {
        expect(everything).not.toContain(secret);
        expect(everything).not.toContain(secret.slice(KEY_SECRET_PREFIX.length));
      }
      expect(everything).not.toContain(cookie.split('=')[1]!);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
