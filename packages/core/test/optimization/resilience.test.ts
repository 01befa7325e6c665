import { describe, expect, it } from 'vitest';
import {
  createBreaker,
  fitsBudget,
  isRetryable,
  DEFAULT_RESILIENCE_POLICY as policy,
  recordOutcome,
  requestPermission,
  toBackoffMs,
} from '../../src/optimization/index';

describe('circuit breaker state machine', () => {
  it('stays closed below the threshold and resets on success', () => {
    let breaker = createBreaker();
    breaker = recordOutcome(breaker, 'timeout', 10, policy);
    breaker = recordOutcome(breaker, 'http_error', 20, policy);
    expect(breaker).toEqual({ state: 'closed', consecutiveFailures: 2, openedAt: null });
    breaker = recordOutcome(breaker, 'success', 30, policy);
    expect(breaker).toEqual(createBreaker());
  });

  it('opens at the threshold and refuses attempts until openMs has passed', () => {
    let breaker = createBreaker();
    for (const at of [0, 100, 300]) breaker = recordOutcome(breaker, 'network_error', at, policy);
    expect(breaker).toEqual({ state: 'open', consecutiveFailures: 3, openedAt: 300 });
    expect(requestPermission(breaker, 300 + policy.openMs - 1, policy)).toEqual({ allowed: false, breaker });
    const trial = requestPermission(breaker, 300 + policy.openMs, policy);
    expect(trial.allowed).toBe(true);
    expect(trial.breaker.state).toBe('half_open');
  });

  it('closes after a successful trial and reopens after a failed one', () => {
    const open = { state: 'open' as const, consecutiveFailures: 3, openedAt: 0 };
    const halfOpen = requestPermission(open, policy.openMs, policy).breaker;
    expect(recordOutcome(halfOpen, 'success', 1_100, policy).state).toBe('closed');
    expect(recordOutcome(halfOpen, 'timeout', 1_600, policy)).toEqual({
      state: 'open',
      consecutiveFailures: 4,
      openedAt: 1_600,
    });
  });

  it('lets every attempt through while closed', () => {
    expect(requestPermission(createBreaker(), 0, policy).allowed).toBe(true);
  });
});

describe('retry policy', () => {
  it('backs off exponentially', () => {
    expect([1, 2, 3].map((attempt) => toBackoffMs(attempt, policy))).toEqual([100, 200, 400]);
  });

  it('retries timeouts, network errors, 5xx and 429, not other client errors', () => {
    expect(isRetryable('timeout')).toBe(true);
    expect(isRetryable('network_error')).toBe(true);
    expect(isRetryable('http_error', 503)).toBe(true);
    expect(isRetryable('http_error', 429)).toBe(true);
    expect(isRetryable('http_error', 404)).toBe(false);
    expect(isRetryable('success')).toBe(false);
  });

  it('keeps the run within its budget', () => {
    expect(fitsBudget(4_400, 500, policy)).toBe(true);
    expect(fitsBudget(4_600, 500, policy)).toBe(false);
  });
});
