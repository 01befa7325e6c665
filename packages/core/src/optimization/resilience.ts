/**
 * Hybrid resilience: a timeout on every attempt, retries with exponential back-off for failures worth
 * retrying, and a circuit breaker that stops calling a service that keeps failing. This module is the
 * policy's numbers and vocabulary; the server runs it with cockatiel's policies, real timers and real
 * HTTP calls (`server/src/services/optimization-resilience.ts`).
 *
 * Breaker: `closed` lets attempts through and counts consecutive failures; at `failureThreshold` it turns
 * `open` and refuses attempts at once (short-circuit) for `openMs`; then the next attempt finds it
 * `half_open` and goes through as a trial: success closes it, failure opens it again.
 */

export interface ResiliencePolicy {
  /** Deadline of one attempt. */
  timeoutMs: number;
  /** Attempts per request, the first included. */
  maxAttempts: number;
  /** Pause after the first failed attempt; later pauses grow by `backoffFactor` (cockatiel adds jitter). */
  backoffMs: number;
  backoffFactor: number;
  /** Consecutive failed attempts that open the breaker. */
  failureThreshold: number;
  /** How long an open breaker refuses attempts before it lets a trial through. */
  openMs: number;
  /** The whole run stops before this: no attempt or pause starts that could end past it. */
  budgetMs: number;
}

export const DEFAULT_RESILIENCE_POLICY: ResiliencePolicy = {
  timeoutMs: 500,
  maxAttempts: 3,
  backoffMs: 100,
  backoffFactor: 2,
  failureThreshold: 3,
  openMs: 1_000,
  budgetMs: 5_000,
};

export const BREAKER_STATES = ['closed', 'open', 'half_open'] as const;
export type BreakerStateName = (typeof BREAKER_STATES)[number];

/** The outcome of one attempt, as the driver observed it. */
export const ATTEMPT_OUTCOMES = [
  'success',
  'timeout',
  'http_error',
  'network_error',
  'short_circuited',
] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/** Whether a failed attempt is worth another try: timeouts, network errors and 5xx/429 are; 4xx is not. */
export function isRetryable(outcome: AttemptOutcome, status?: number): boolean {
  if (outcome === 'timeout' || outcome === 'network_error') return true;
  if (outcome === 'http_error') return status === undefined || status === 429 || status >= 500;
  return false;
}

/**
 * The built-in services a resilience test can call. The server hosts them on a loopback listener of its
 * own for the length of the run.
 */
export const RESILIENCE_TARGETS = {
  healthy: 'Answers 200 at once.',
  slow: 'Answers 200 after 1 500 ms, past the 500 ms timeout: every attempt times out.',
  flaky: 'Fails the first 2 requests it receives with 500, then answers 200.',
  down: 'Closes every connection without answering, like a crashed process: network errors.',
  recovering:
    'Answers 503 for the first 1 000 ms of the run, then 200: pause between requests to see the breaker half-open and close.',
} as const;
export type ResilienceTarget = keyof typeof RESILIENCE_TARGETS;
export const RESILIENCE_TARGET_NAMES = Object.keys(RESILIENCE_TARGETS) as ResilienceTarget[];
