import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../src/listen';
import { createLimiter } from '../src/services/limiter';
import { ADDRESS_MAX_FAILURES } from '../src/services/login-throttle';
import type { PasswordHasher } from '../src/services/passwords';
import { createTestApp, json } from './helpers';

const servers: Array<{ close(force?: boolean): Promise<void> }> = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close(true);
});

/** POSTs JSON over a real socket from a chosen loopback source address (127.0.0.0/8 is all this machine). */
function postFrom(localAddress: string, url: string, body: unknown) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('sign-in limit per address, across accounts (credential stuffing)', () => {
  it('answers 429 to one address trying one password on each of 30 emails; other addresses sign in', async () => {
    const t = createTestApp();
    await t.signUp('real@example.com', 'the real passphrase');
    const server = listen(t.app, { port: 0, hostname: '127.0.0.1' });
    servers.push(server);
    await server.ready();
    const login = `${server.url!.replace(/\/$/, '')}/api/auth/login`;

    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = await postFrom('127.0.0.2', login, {
        email: `victim${i}@example.com`,
        password: 'Summer2026!',
      });
      statuses.push(answer.status);
    }
    // Each email saw one guess only, far below the per-account limit of 5: the address limit stops them.
    expect(statuses.slice(0, ADDRESS_MAX_FAILURES)).toEqual(Array(ADDRESS_MAX_FAILURES).fill(401));
    expect(statuses.slice(ADDRESS_MAX_FAILURES)).toEqual(Array(30 - ADDRESS_MAX_FAILURES).fill(429));
    // The stuffing address is refused even with a right password; everyone else is not affected.
    expect(
      (await postFrom('127.0.0.2', login, { email: 'real@example.com', password: 'the real passphrase' }))
        .status,
    ).toBe(429);
    const elsewhere = await postFrom('127.0.0.3', login, {
      email: 'real@example.com',
      password: 'the real passphrase',
    });
    expect(elsewhere.status).toBe(200);
  });

  it('does not let a success reset the address budget', async () => {
    const t = createTestApp();
    await t.signUp('mine@example.com', 'my own passphrase');
    const attempt = (email: string, password: string) =>
      t.request('POST', '/api/auth/login', { body: { email, password } });
    for (let i = 0; i < ADDRESS_MAX_FAILURES - 1; i++) {
      expect((await attempt(`other${i}@example.com`, 'guess')).status).toBe(401);
    }
    expect((await attempt('mine@example.com', 'my own passphrase')).status).toBe(200);
    expect((await attempt('other-last@example.com', 'guess')).status).toBe(401);
    const refused = await attempt('another@example.com', 'guess');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

/** A hasher whose every check waits on the test's gate, behind the real limiter with a queue of 1. */
function gatedHasher() {
  const gates: Array<() => void> = [];
  const limit = createLimiter(1, { maxQueue: 1, busyMessage: 'busy checking passwords' });
  const check = () => limit(() => new Promise<void>((resolve) => gates.push(resolve)));
  const hasher: PasswordHasher = {
    hash: async () => 'scrypt$1024$8$1$c2FsdA$aGFzaA',
    verify: async () => {
      await check();
      return false;
    },
    verifyDummy: async () => {
      await check();
      return false;
    },
  };
  const waitForGates = async (n: number) => {
    while (gates.length < n) await new Promise((resolve) => setImmediate(resolve));
  };
  return { hasher, gates, waitForGates };
}

describe('the scrypt queue is bounded', () => {
  it('answers 503 with Retry-After past the bound, and the queued sign-ins still get their answer', async () => {
    const { hasher, gates, waitForGates } = gatedHasher();
    const t = createTestApp({ passwords: hasher });
    const attempt = (i: number) =>
      t.request('POST', '/api/auth/login', { body: { email: `flood${i}@example.com`, password: 'guess' } });
    const running = attempt(0);
    await waitForGates(1); // one check holds the only slot
    const queued = attempt(1); // waits in the one queue place
    // Past the bound: refused at once, while the two above are still held.
    const refused = await attempt(2);
    expect(refused.status).toBe(503);
    expect(await json(refused)).toMatchObject({ code: 'UNAVAILABLE', error: 'busy checking passwords' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    gates.shift()!();
    expect((await running).status).toBe(401);
    await waitForGates(1);
    gates.shift()!();
    expect((await queued).status).toBe(401);
  });

  it('admits up to the bound in order and refuses only beyond it', async () => {
    const limit = createLimiter(2, { maxQueue: 3 });
    const gates: Array<() => void> = [];
    const task = () => new Promise<void>((resolve) => gates.push(resolve));
    const admitted = Array.from({ length: 5 }, () => limit(task)); // 2 running + 3 queued
    await expect(limit(task)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    for (let done = 0; done < 5; done++) {
      while (gates.length === 0) await new Promise((resolve) => setImmediate(resolve));
      gates.shift()!();
    }
    await Promise.all(admitted);
    await expect(limit(async () => 'free again')).resolves.toBe('free again');
  });
});
