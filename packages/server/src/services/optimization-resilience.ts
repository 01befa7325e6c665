import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type AttemptOutcome,
  type BreakerStateName,
  CharterError,
  DEFAULT_RESILIENCE_POLICY,
  isRetryable,
  RESILIENCE_TARGETS,
  type ResiliencePolicy,
  type ResilienceTarget,
  type ResilienceTestResult,
} from '@charter/core';
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  ExponentialBackoff,
  handleAll,
  handleWhen,
  retry,
  TaskCancelledError,
  TimeoutStrategy,
  timeout,
  wrap,
} from 'cockatiel';
import { Agent, request } from 'undici';
import { createGuardedLookup, type Resolver, resolveOutboundHost, systemResolver } from './outbound-guard';

/**
 * Runs a timeout + retry (exponential backoff with jitter) + circuit-breaker policy, built with cockatiel,
 * against a real HTTP service: the user's endpoint (through the private-network guard), or one of the
 * built-in examples, hosted for the run on a loopback listener of the server's own. Every attempt is
 * reported with its timing and the breaker's state before and after; the listener, its connections and
 * pending timers are closed before answering, and a run never lasts past the policy's budget.
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

/** What the policy sees fail: the attempt as observed, so the retry filter can read its outcome. */
class AttemptFailure extends Error {
  constructor(readonly result: AttemptResult) {
    super(result.detail);
  }
}

async function attemptOnce(
  dispatcher: Agent,
  url: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<AttemptResult> {
  try {
    const response = await request(url, { method: 'GET', dispatcher, signal });
    // The body is not needed, only that it arrived: read at most 64 KiB of it, then drop the rest.
    await response.body.dump({ limit: 65_536 });
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
    if (error instanceof CharterError) {
      // The guard refused the address at connect time (a name that resolves to a private address).
      return { outcome: 'network_error', status: null, detail: error.message };
    }
    const code = (error as { code?: string }).code;
    return {
      outcome: 'network_error',
      status: null,
      detail: `The connection failed${code ? ` (${code})` : ''}: ${(error as Error).message}.`,
    };
  }
}

const STATE_NAMES: Record<CircuitState, BreakerStateName> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half_open',
  [CircuitState.Isolated]: 'open',
};

export interface ResilienceRunOptions {
  requests: number;
  intervalMs: number;
  policy?: ResiliencePolicy;
}

/** A built-in example, or the user's endpoint with the guard's settings. */
export type ResilienceRunTarget =
  | { kind: 'example'; name: ResilienceTarget }
  | { kind: 'endpoint'; url: string; allowPrivate: boolean; resolver?: Resolver };

/** The policy for a user's endpoint: their constitution's API timeout (at most 10 s) per attempt. */
export function toEndpointPolicy(apiTimeoutMs: number | undefined): ResiliencePolicy {
  const timeoutMs = Math.min(apiTimeoutMs ?? 10_000, 10_000);
  return {
    ...DEFAULT_RESILIENCE_POLICY,
    timeoutMs,
    backoffMs: 200,
    openMs: 2_000,
    // Room for a few slow attempts, and still an answer a browser waits for.
    budgetMs: Math.max(DEFAULT_RESILIENCE_POLICY.budgetMs, 2 * timeoutMs + 5_000),
  };
}

/** Failed attempts since the last success (short-circuited ones did not reach the service). */
function trailingFailures(attempts: ResilienceTestResult['attempts']): number {
  let count = 0;
  for (let i = attempts.length - 1; i >= 0; i--) {
    const outcome = attempts[i]!.outcome;
    if (outcome === 'success') break;
    if (outcome !== 'short_circuited') count++;
  }
  return count;
}

function toLatency(attempts: ResilienceTestResult['attempts']): ResilienceTestResult['latency'] {
  const durations = attempts
    .filter((attempt) => attempt.outcome !== 'short_circuited')
    .map((attempt) => attempt.durationMs)
    .sort((a, b) => a - b);
  if (durations.length === 0) return null;
  const middle = Math.floor(durations.length / 2);
  const medianMs =
    durations.length % 2 === 1
      ? durations[middle]!
      : Math.round((durations[middle - 1]! + durations[middle]!) / 2);
  return { minMs: durations[0]!, medianMs, maxMs: durations[durations.length - 1]! };
}

/**
 * Sends `requests` calls, `intervalMs` apart, through the policy, and reports every attempt with its
 * timing, the backoff taken after it and the breaker's state before and after.
 */
export async function runResilienceTest(
  target: ResilienceRunTarget,
  { requests, intervalMs, policy = DEFAULT_RESILIENCE_POLICY }: ResilienceRunOptions,
): Promise<ResilienceTestResult> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  let url: string;
  let close = async () => {};
  let dispatcher: Agent;
  if (target.kind === 'example') {
    const host = await startTargetHost(target.name, startedAt);
    url = host.url;
    close = host.close;
    dispatcher = new Agent({ connect: { timeout: policy.timeoutMs }, pipelining: 0 });
  } else {
    url = new URL(target.url).href;
    const guard = { resolver: target.resolver ?? systemResolver, allowPrivate: target.allowPrivate };
    // IP literals never reach `lookup`: check them before the run (a refusal is a 400, nothing sent).
    const { hostname } = new URL(url);
    if (isIP(hostname.replace(/^\[|\]$/g, ''))) await resolveOutboundHost(hostname, guard);
    dispatcher = new Agent({
      connect: { timeout: policy.timeoutMs, lookup: createGuardedLookup(guard) as never },
      pipelining: 0,
    });
  }

  const breaker = circuitBreaker(handleAll, {
    halfOpenAfter: policy.openMs,
    breaker: new ConsecutiveBreaker(policy.failureThreshold),
  });
  const retryPolicy = retry(
    handleWhen(
      (error) =>
        error instanceof AttemptFailure &&
        isRetryable(error.result.outcome, error.result.status ?? undefined),
    ),
    {
      maxAttempts: policy.maxAttempts - 1,
      backoff: new ExponentialBackoff({
        initialDelay: policy.backoffMs,
        exponent: policy.backoffFactor,
        maxDelay: policy.backoffMs * policy.backoffFactor ** policy.maxAttempts,
      }),
    },
  );
  const pipeline = wrap(retryPolicy, breaker, timeout(policy.timeoutMs, TimeoutStrategy.Cooperative));
  const state = () => STATE_NAMES[breaker.state];
  // cockatiel starts the half-open trial before its state says so: its onHalfOpen event marks the trial.
  let trial = false;
  breaker.onHalfOpen(() => {
    trial = true;
  });

  const attempts: ResilienceTestResult['attempts'] = [];
  const outcomes: ResilienceTestResult['requests'] = [];
  let budgetExhausted = false;
  // The pause cockatiel picked after a failure (jittered), and the breaker once the failure was counted.
  retryPolicy.onRetry(({ delay }) => {
    const last = attempts[attempts.length - 1];
    if (last) {
      last.backoffMs = Math.round(delay);
      last.breakerAfter = state();
    }
  });
  const budget = AbortSignal.timeout(policy.budgetMs);

  try {
    for (let index = 1; index <= requests; index++) {
      if (index > 1 && intervalMs > 0) {
        if (elapsed() + intervalMs + policy.timeoutMs > policy.budgetMs) {
          budgetExhausted = true;
          break;
        }
        await sleep(intervalMs);
      }
      let attempt = 0;
      let outcome: ResilienceTestResult['requests'][number]['outcome'] = 'failed';
      try {
        await pipeline.execute(async ({ signal }) => {
          attempt++;
          const startMs = elapsed();
          const breakerBefore = trial ? 'half_open' : state();
          trial = false;
          const result = await attemptOnce(dispatcher, url, policy.timeoutMs, signal);
          attempts.push({
            request: index,
            attempt,
            startMs,
            durationMs: elapsed() - startMs,
            outcome: result.outcome,
            status: result.status,
            detail: budget.aborted
              ? `${result.detail} The run's ${policy.budgetMs} ms budget ran out.`
              : result.detail,
            breakerBefore,
            breakerAfter: breakerBefore, // set once the breaker has counted it, below
            backoffMs: 0,
          });
          if (result.outcome !== 'success') throw new AttemptFailure(result);
        }, budget);
        outcome = 'succeeded';
      } catch (error) {
        if (error instanceof BrokenCircuitError) {
          attempts.push({
            request: index,
            attempt: attempt + 1,
            startMs: elapsed(),
            durationMs: 0,
            outcome: 'short_circuited',
            status: null,
            detail: 'The breaker is open: refused without calling the service.',
            breakerBefore: state(),
            breakerAfter: state(),
            backoffMs: 0,
          });
          outcome = 'short_circuited';
        } else if (error instanceof TaskCancelledError || budget.aborted) {
          budgetExhausted = true;
        } else if (!(error instanceof AttemptFailure)) {
          throw error;
        }
      }
      // The final attempt of the request (earlier ones were set when their retry was scheduled).
      const last = attempts[attempts.length - 1];
      if (last?.request === index && last.outcome !== 'short_circuited') last.breakerAfter = state();
      outcomes.push({ request: index, outcome });
      if (budgetExhausted) break;
    }
  } finally {
    await dispatcher.destroy().catch(() => undefined);
    await close();
  }
  for (let index = outcomes.length + 1; index <= requests; index++) {
    outcomes.push({ request: index, outcome: 'not_sent' });
  }

  return {
    serviceName: target.kind === 'example' ? target.name : url,
    behaviour:
      target.kind === 'example'
        ? RESILIENCE_TARGETS[target.name]
        : `Your endpoint: GET ${url}, ${policy.timeoutMs} ms per attempt (your constitution's API timeout, at most 10 s).`,
    target: { kind: target.kind, url: target.kind === 'endpoint' ? url : null },
    engine: 'cockatiel',
    latency: toLatency(attempts),
    policy,
    attempts,
    requests: outcomes,
    breaker: { state: state(), consecutiveFailures: trailingFailures(attempts) },
    totalMs: elapsed(),
    budgetExhausted,
  };
}
