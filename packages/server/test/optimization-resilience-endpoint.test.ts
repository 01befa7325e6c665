import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ResilienceTestResult } from '@charter/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './helpers';

/**
 * The resilience test against a real endpoint the user names: a loopback HTTP server of the test's own,
 * reached only because CHARTER_ALLOW_PRIVATE_NETWORK=1 (no test sends anything beyond loopback).
 */

interface Endpoint {
  url: string;
  received: () => number;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** Answers `statusFor(n)` to its n-th request (1-based). */
async function startEndpoint(statusFor: (n: number) => number): Promise<Endpoint> {
  let received = 0;
  const server = createServer((req, res) => {
    received++;
    req.resume();
    res.writeHead(statusFor(received), { 'content-type': 'text/plain' });
    res.end('answer');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/health`, received: () => received };
}

async function withUser(env: Record<string, string> = { CHARTER_ALLOW_PRIVATE_NETWORK: '1' }) {
  const t = createTestApp({ env });
  return { t, cookie: await t.signUp() };
}

async function test(t: TestApp, cookie: string, body: object) {
  return t.request('POST', '/api/optimization/hybrid-resilience/test', { body, cookie });
}

const resultOf = async (response: Response) =>
  (await json<{ result: ResilienceTestResult }>(response)).result;

describe('hybrid resilience test of a real endpoint (cockatiel)', () => {
  it('retries a flaky endpoint that fails twice, then reports its success, latencies and a closed breaker', async () => {
    const endpoint = await startEndpoint((n) => (n <= 2 ? 503 : 200));
    const { t, cookie } = await withUser();
    const response = await test(t, cookie, { url: endpoint.url, testData: { requests: 2 } });
    expect(response.status).toBe(200);
    const result = await resultOf(response);
    expect(result.target).toEqual({ kind: 'endpoint', url: endpoint.url });
    expect(result.engine).toBe('cockatiel');
    expect(result.serviceName).toBe(endpoint.url);
    expect(result.attempts.map((a) => `${a.request}.${a.attempt}:${a.status}`)).toEqual([
      '1.1:503',
      '1.2:503',
      '1.3:200',
      '2.1:200',
    ]);
    expect(result.requests.map((r) => r.outcome)).toEqual(['succeeded', 'succeeded']);
    expect(result.breaker).toEqual({ state: 'closed', consecutiveFailures: 0 });
    expect(result.latency).not.toBeNull();
    expect(result.latency!.minMs).toBeLessThanOrEqual(result.latency!.medianMs);
    expect(result.latency!.medianMs).toBeLessThanOrEqual(result.latency!.maxMs);
    // The constitution's API timeout (10 s by default) bounds every attempt.
    expect(result.policy.timeoutMs).toBe(10_000);
    expect(endpoint.received()).toBe(4);
  });

  it('opens the breaker on an endpoint that always fails, and refuses the next request without calling it', async () => {
    const endpoint = await startEndpoint(() => 500);
    const { t, cookie } = await withUser();
    const result = await resultOf(await test(t, cookie, { url: endpoint.url, testData: { requests: 2 } }));
    const first = result.attempts.filter((a) => a.request === 1);
    expect(first.map((a) => a.outcome)).toEqual(['http_error', 'http_error', 'http_error']);
    expect(first.map((a) => a.breakerAfter)).toEqual(['closed', 'closed', 'open']);
    expect(result.attempts.filter((a) => a.request === 2)).toMatchObject([
      { outcome: 'short_circuited', durationMs: 0, breakerBefore: 'open' },
    ]);
    expect(result.requests.map((r) => r.outcome)).toEqual(['failed', 'short_circuited']);
    expect(result.breaker).toEqual({ state: 'open', consecutiveFailures: 3 });
    expect(endpoint.received()).toBe(3); // the short-circuited request never reached it
  });

  it('does not retry an answer that retrying cannot fix (404)', async () => {
    const endpoint = await startEndpoint(() => 404);
    const { t, cookie } = await withUser();
    const result = await resultOf(await test(t, cookie, { url: endpoint.url, testData: { requests: 1 } }));
    expect(result.attempts.map((a) => a.status)).toEqual([404]);
    expect(result.attempts[0]?.backoffMs).toBe(0);
    expect(endpoint.received()).toBe(1);
  });

  it('refuses a private address unless CHARTER_ALLOW_PRIVATE_NETWORK=1, sending nothing', async () => {
    const endpoint = await startEndpoint(() => 200);
    const { t, cookie } = await withUser({});
    for (const url of [endpoint.url, endpoint.url.replace('127.0.0.1', 'localhost')]) {
      const response = await test(t, cookie, { url, testData: { requests: 1 } });
      if (response.status === 200) {
        // A name is checked at connect time: every attempt is refused by the guard.
        const result = await resultOf(response);
        expect(result.attempts.every((a) => /private, loopback or link-local/.test(a.detail))).toBe(true);
      } else {
        expect(response.status).toBe(400);
        expect((await json(response)).error).toMatch(/CHARTER_ALLOW_PRIVATE_NETWORK=1/);
      }
    }
    expect(endpoint.received()).toBe(0);
  });

  it('accepts what a form sends: a blank service with a URL, a blank URL with a service', async () => {
    const endpoint = await startEndpoint(() => 200);
    const { t, cookie } = await withUser();
    const byUrl = await test(t, cookie, {
      serviceName: '',
      url: ` ${endpoint.url} `,
      testData: { requests: 1 },
    });
    expect(byUrl.status).toBe(200);
    expect((await resultOf(byUrl)).target.kind).toBe('endpoint');
    const byName = await test(t, cookie, { serviceName: 'healthy', url: '', testData: { requests: 1 } });
    expect(byName.status).toBe(200);
    expect((await resultOf(byName)).target).toEqual({ kind: 'example', url: null });

    const neither = await test(t, cookie, { serviceName: '', url: '' });
    expect(neither.status).toBe(400);
    expect((await json(neither)).error).toMatch(/or give the URL of an endpoint/);
    const notHttp = await test(t, cookie, { url: 'ftp://example.com/file' });
    expect(notHttp.status).toBe(400);
    expect((await json(notHttp)).error).toMatch(/http\(s\) URL/);
  });
});
