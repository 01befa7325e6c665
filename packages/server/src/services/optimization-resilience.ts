import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AttemptOutcome,
  type BreakerState,
  CharterError,
  createBreaker,
  DEFAULT_RESILIENCE_POLICY,
  fitsBudget,
  isRetryable,
  RESILIENCE_TARGETS,
  type ResiliencePolicy,
  type ResilienceTarget,
  type ResilienceTestResult,
  recordOutcome,
  requestPermission,
  toBackoffMs,
} from '@charter/core';
import { Agent, request } from 'undici';

/**
 * Drives core's resilience policy with real timers against a real HTTP service. Each run starts its own
 * loopback listener hosting the built-in targets (`RESILIENCE_TARGETS`), calls the chosen one through the
 * policy, and closes the listener, its connections and pending timers before answering. A run never lasts
 * longer than the policy's budget (5 s) plus the time to close.
 */

/** `slow` answers after this long: past the 500 ms timeout. */
const SLOW_DELAY_MS = 1_500;
/** `flaky` fails this many requests before it recovers. */
const FLAKY_FAILURES = 2;
/** `recovering` fails for this long after the run starts. */
const RECOVERY_MS = 1_000;

/**
 * Admission for resilience runs: one per user and `total` per process at once. A run holds a listener and
 * sockets for up to 5 s, so an extra run is refused at once (429 with Retry-After), never queued.
 */
export function createResilienceGate({ total }: { total: number }) {
  const running = new Set<string>();
  return {
    enter(userId: string): () => void {
      if (running.has(userId)) {
        throw new CharterError(
          'RATE_LIMITED',
          'Your previous resilience test is still running. Wait for it to finish, then try again.',
          { retryAfterSeconds: 5 },
        );
      }
      if (running.size >= total) {
        throw new CharterError(
          'RATE_LIMITED',
          `The server is already running ${total} resilience tests. Try again in a few seconds.`,
          { retryAfterSeconds: 5 },
        );
      }
      running.add(userId);
      return () => running.delete(userId);
    },
  };
}

interface TargetHost {
  url: string;
  close(): Promise<void>;
}

async function startTargetHost(target: ResilienceTarget, startedAt: number): Promise<TargetHost> {
  let received = 0;
  const timers = new Set<NodeJS.Timeout>();
  const answer = (res: ServerResponse, status: number) => {
    res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
    res.end(JSON.stringify({ target, status }));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    received++;
    req.resume();
    switch (target) {
      case 'healthy':
        return answer(res, 200);
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) answer(res, 200);
        }, SLOW_DELAY_MS);
        timers.add(timer);
        res.on('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return;
      }
      case 'flaky':
        return answer(res, received <= FLAKY_FAILURES ? 500 : 200);
      case 'down':
        return req.socket.destroy();
      case 'recovering':
        return answer(res, performance.now() - startedAt < RECOVERY_MS ? 503 : 200);
    }
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${target}`,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface AttemptResult {
  outcome: Exclude<AttemptOutcome, 'short_circuited'>;
  status: number | null;
  detail: string;
}

async function attemptOnce(dispatcher: Agent, url: string, timeoutMs: number): Promise<AttemptResult> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await request(url, { method: 'GET', dispatcher, signal });
    await response.body.text();
    if (response.statusCode >= 200 && response.statusCode < 300) {
      return { outcome: 'success', status: response.statusCode, detail: `Answered ${response.statusCode}.` };
    }
    return {
      outcome: 'http_error',
      status: response.statusCode,
      detail: `Answered ${response.statusCode}.`,
    };
  } catch (error) {
    if (signal.aborted) {
      return { outcome: 'timeout', status: null, detail: `No answer within ${timeoutMs} ms: aborted.` };
    }
    const code = (error as { code?: string }).code;
    return {
      outcome: 'network_error',
      status: null,
      detail: `The connection failed${code ? ` (${code})` : ''}: ${(error as Error).message}.`,
    };
  }
}

export interface ResilienceRunOptions {
  requests: number;
  intervalMs: number;
  policy?: ResiliencePolicy;
}

/**
 * Sends `requests` calls, `intervalMs` apart, to the named target through the timeout + retry + breaker
 * policy, and reports every attempt with its timing and the breaker's state before and after.
 */
export async function runResilienceTest(
  serviceName: ResilienceTarget,
  { requests, intervalMs, policy = DEFAULT_RESILIENCE_POLICY }: ResilienceRunOptions,
): Promise<ResilienceTestResult> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  const host = await startTargetHost(serviceName, startedAt);
  const dispatcher = new Agent({ connect: { timeout: policy.timeoutMs }, pipelining: 0 });
  const attempts: ResilienceTestResult['attempts'] = [];
  const outcomes: ResilienceTestResult['requests'] = [];
  let breaker: BreakerState = createBreaker();
  let budgetExhausted = false;

  try {
    for (let index = 1; index <= requests; index++) {
      if (index > 1 && intervalMs > 0) {
        if (!fitsBudget(elapsed(), intervalMs + policy.timeoutMs, policy)) {
          budgetExhausted = true;
          break;
        }
        await sleep(intervalMs);
      }
      let outcome: ResilienceTestResult['requests'][number]['outcome'] = 'failed';
      for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
        const startMs = elapsed();
        const before = breaker.state;
        const permission = requestPermission(breaker, startMs, policy);
        breaker = permission.breaker;
        if (!permission.allowed) {
          attempts.push({
            request: index,
            attempt,
            startMs,
            durationMs: 0,
            outcome: 'short_circuited',
            status: null,
            detail: 'The breaker is open: refused without calling the service.',
            breakerBefore: before,
            breakerAfter: breaker.state,
            backoffMs: 0,
          });
          outcome = 'short_circuited';
          break;
        }
        if (!fitsBudget(startMs, policy.timeoutMs, policy)) {
          budgetExhausted = true;
          break;
        }
        const result = await attemptOnce(dispatcher, host.url, policy.timeoutMs);
        const endMs = elapsed();
        const gateState = breaker.state;
        breaker = recordOutcome(breaker, result.outcome, endMs, policy);
        const retry =
          result.outcome !== 'success' &&
          isRetryable(result.outcome, result.status ?? undefined) &&
          attempt < policy.maxAttempts;
        const backoffMs = retry ? toBackoffMs(attempt, policy) : 0;
        attempts.push({
          request: index,
          attempt,
          startMs,
          durationMs: endMs - startMs,
          outcome: result.outcome,
          status: result.status,
          detail: result.detail,
          breakerBefore: gateState,
          breakerAfter: breaker.state,
          backoffMs,
        });
        if (result.outcome === 'success') {
          outcome = 'succeeded';
          break;
        }
        if (!retry) break;
        if (!fitsBudget(endMs, backoffMs + policy.timeoutMs, policy)) {
          budgetExhausted = true;
          break;
        }
        await sleep(backoffMs);
      }
      outcomes.push({ request: index, outcome });
      if (budgetExhausted) break;
    }
  } finally {
    await dispatcher.destroy().catch(() => undefined);
    await host.close();
  }
  for (let index = outcomes.length + 1; index <= requests; index++) {
    outcomes.push({ request: index, outcome: 'not_sent' });
  }

  return {
    serviceName,
    behaviour: RESILIENCE_TARGETS[serviceName],
    policy,
    attempts,
    requests: outcomes,
    breaker: { state: breaker.state, consecutiveFailures: breaker.consecutiveFailures },
    totalMs: elapsed(),
    budgetExhausted,
  };
}
