import type { ResilienceTestResult } from '@charter/core';
import { api } from '@charter/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runResilienceTest } from '../src/services/optimization-resilience';
import { createTestApp, json, readAnswer, type TestApp } from './helpers';

/**
 * Real runs: a loopback listener, real timers, real HTTP. Only lower bounds on time are asserted (they prove
 * the timeout was waited and back-off paused); a busy machine may always be slower, so no upper bounds.
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = createTestApp();
  cookie = await t.signUp();
});

async function run(serviceName: string, testData?: object): Promise<ResilienceTestResult> {
  const response = await t.request('POST', '/api/optimization/hybrid-resilience/test', {
    body: { serviceName, ...(testData ? { testData } : {}) },
    cookie,
  });
  expect(response.status).toBe(200);
  return (await readAnswer(api.optimization.hybridResilienceTest, response)).result;
}

describe('hybrid resilience test', () => {
  it('healthy: every request succeeds at the first attempt, breaker closed', async () => {
    const result = await run('healthy');
    expect(result.requests.map((r) => r.outcome)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(result.attempts).toHaveLength(3);
    expect(result.attempts.every((a) => a.outcome === 'success' && a.status === 200)).toBe(true);
    expect(result.breaker).toEqual({ state: 'closed', consecutiveFailures: 0 });
  });

  it('flaky: two 500s are retried with back-off, then it succeeds', async () => {
    const result = await run('flaky', { requests: 2 });
    expect(result.attempts.map((a) => a.status)).toEqual([500, 500, 200, 200]);
    // cockatiel's exponential backoff with decorrelated jitter: a pause after each retried failure only.
    const [b1, b2, b3, b4] = result.attempts.map((a) => a.backoffMs);
    expect(b1).toBeGreaterThan(0);
    expect(b2).toBeGreaterThan(0);
    expect([b3, b4]).toEqual([0, 0]);
    const third = result.attempts[2]!;
    expect(third.startMs).toBeGreaterThanOrEqual(b1! + b2!);
    expect(result.engine).toBe('cockatiel');
    expect(result.target).toEqual({ kind: 'example', url: null });
    expect(result.requests.map((r) => r.outcome)).toEqual(['succeeded', 'succeeded']);
    expect(result.breaker.state).toBe('closed');
  });

  it('slow: each attempt is cut off at the timeout; the breaker opens and refuses the next request', async () => {
    const result = await run('slow', { requests: 2 });
    const first = result.attempts.filter((a) => a.request === 1);
    expect(first.map((a) => a.outcome)).toEqual(['timeout', 'timeout', 'timeout']);
    for (const attempt of first) {
      expect(attempt.durationMs).toBeGreaterThanOrEqual(450);
    }
    expect(first.at(-1)?.breakerAfter).toBe('open');
    expect(result.attempts.find((a) => a.request === 2)).toMatchObject({
      outcome: 'short_circuited',
      durationMs: 0,
    });
    expect(result.requests.map((r) => r.outcome)).toEqual(['failed', 'short_circuited']);
    expect(result.breaker.state).toBe('open');
    // The run lasted at least its attempts (each cut off at the timeout); the jittered backoff adds an unknown bit.
    expect(result.totalMs).toBeGreaterThanOrEqual(
      first.reduce((sum, attempt) => sum + attempt.durationMs, 0),
    );
  });

  it('down: network errors open the breaker', async () => {
    const result = await run('down', { requests: 1 });
    expect(result.attempts.map((a) => a.outcome)).toEqual([
      'network_error',
      'network_error',
      'network_error',
    ]);
    expect(result.breaker).toEqual({ state: 'open', consecutiveFailures: 3 });
  });

  it('recovering: the breaker opens, refuses, then half-opens and closes on a successful trial', async () => {
    const result = await run('recovering', { requests: 3, intervalMs: 700 });
    const states = result.attempts.map(
      (a) => `${a.request}:${a.outcome}:${a.breakerBefore}->${a.breakerAfter}`,
    );
    expect(result.attempts.filter((a) => a.request === 1).map((a) => a.outcome)).toEqual([
      'http_error',
      'http_error',
      'http_error',
    ]);
    expect(result.attempts.find((a) => a.request === 2)?.outcome).toBe('short_circuited');
    const trial = result.attempts.find((a) => a.request === 3);
    expect(trial, states.join(' ')).toMatchObject({
      outcome: 'success',
      breakerBefore: 'half_open',
      breakerAfter: 'closed',
    });
    expect(result.breaker.state).toBe('closed');
  });

  it('runs one test per user at a time: a second one at once is a 429 with Retry-After', async () => {
    const send = () =>
      t.request('POST', '/api/optimization/hybrid-resilience/test', {
        body: { serviceName: 'slow', testData: { requests: 1 } },
        cookie,
      });
    const first = send();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await send();
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('5');
    expect((await json(second)).error).toMatch(/previous resilience test is still running/);
    expect((await first).status).toBe(200);
    const other = await t.signUp();
    const [a, b] = await Promise.all([
      send(),
      t.request('POST', '/api/optimization/hybrid-resilience/test', {
        body: { serviceName: 'healthy' },
        cookie: other,
      }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
  });

  it('stops at the budget: nothing starts that could end after it', async () => {
    const result = await runResilienceTest(
      { kind: 'example', name: 'slow' },
      {
        requests: 6,
        intervalMs: 1_500,
        policy: {
          timeoutMs: 300,
          maxAttempts: 3,
          backoffMs: 50,
          backoffFactor: 2,
          failureThreshold: 10,
          openMs: 1_000,
          budgetMs: 1_200,
        },
      },
    );
    expect(result.budgetExhausted).toBe(true);
    expect(result.requests.at(-1)?.outcome).toBe('not_sent');
  });
});
