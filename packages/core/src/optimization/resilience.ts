/**
 * Hybrid resilience: a timeout on every attempt, retries with exponential back-off for failures worth
 * retrying, and a circuit breaker that stops calling a service that keeps failing. This module is the
 * policy and the breaker as a pure state machine (time comes in as milliseconds); the server drives it with
 * real timers and real HTTP calls.
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
  /** Pause after the first failed attempt; each later pause is `backoffFactor` times longer. */
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

export interface BreakerState {
  state: BreakerStateName;
  consecutiveFailures: number;
  /** When the breaker last opened (ms on the caller's clock); null unless open. */
  openedAt: number | null;
}

/** The outcome of one attempt, as the driver observed it. */
export const ATTEMPT_OUTCOMES = [
  'success',
  'timeout',
  'http_error',
  'network_error',
  'short_circuited',
] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/** A fresh, closed breaker. */
export function createBreaker(): BreakerState {
  return { state: 'closed', consecutiveFailures: 0, openedAt: null };
}

/**
 * Whether an attempt may go through at `now`, and the breaker after asking: an open breaker whose
 * `openMs` has passed becomes half-open and lets this one attempt through.
 * @example requestPermission(createBreaker(), 0, DEFAULT_RESILIENCE_POLICY).allowed // true
 */
export function requestPermission(
  breaker: BreakerState,
  now: number,
  policy: Pick<ResiliencePolicy, 'openMs'>,
): { allowed: boolean; breaker: BreakerState } {
  if (breaker.state !== 'open') return { allowed: true, breaker };
  if (breaker.openedAt !== null && now - breaker.openedAt >= policy.openMs) {
    return { allowed: true, breaker: { ...breaker, state: 'half_open' } };
  }
  return { allowed: false, breaker };
}

/** The breaker after an attempt that went through ended with `outcome` at `now`. */
export function recordOutcome(
  breaker: BreakerState,
  outcome: Exclude<AttemptOutcome, 'short_circuited'>,
  now: number,
  policy: Pick<ResiliencePolicy, 'failureThreshold'>,
): BreakerState {
  if (outcome === 'success') return createBreaker();
  const consecutiveFailures = breaker.consecutiveFailures + 1;
  if (breaker.state === 'half_open' || consecutiveFailures >= policy.failureThreshold) {
    return { state: 'open', consecutiveFailures, openedAt: now };
  }
  return { state: 'closed', consecutiveFailures, openedAt: null };
}

/** Whether a failed attempt is worth another try: timeouts, network errors and 5xx/429 are; 4xx is not. */
export function isRetryable(outcome: AttemptOutcome, status?: number): boolean {
  if (outcome === 'timeout' || outcome === 'network_error') return true;
  if (outcome === 'http_error') return status === undefined || status === 429 || status >= 500;
  return false;
}

/**
 * The pause after failed attempt number `attempt` (1-based).
 * @example toBackoffMs(2, DEFAULT_RESILIENCE_POLICY) // 200
 */
export function toBackoffMs(
  attempt: number,
  policy: Pick<ResiliencePolicy, 'backoffMs' | 'backoffFactor'>,
): number {
  return Math.round(policy.backoffMs * policy.backoffFactor ** Math.max(0, attempt - 1));
}

/** Whether something lasting `durationMs` may start at `elapsedMs` and still end within the budget. */
export function fitsBudget(
  elapsedMs: number,
  durationMs: number,
  policy: Pick<ResiliencePolicy, 'budgetMs'>,
): boolean {
  return elapsedMs + durationMs <= policy.budgetMs;
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
