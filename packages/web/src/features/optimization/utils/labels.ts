import type { AttemptOutcome, BreakerStateName, CharterPatternStatus, RoutingOperation } from '@charter/core';

export function toStatusLabel(status: CharterPatternStatus): string {
  return {
    integrated: 'Integrated',
    core_architecture: 'Core architecture',
    not_configured: 'Not configured',
  }[status];
}

export const OPERATION_LABELS: Record<RoutingOperation, string> = {
  complex_analysis: 'Complex analysis',
  code_generation: 'Code generation',
  summarization: 'Summarization',
  classification: 'Classification',
  constitutional_validation: 'Constitutional validation',
  simple_query: 'Simple query',
};

export const OUTCOME_LABELS: Record<AttemptOutcome, string> = {
  success: 'Success',
  timeout: 'Timed out',
  http_error: 'HTTP error',
  network_error: 'Network error',
  short_circuited: 'Refused by breaker',
};

export const BREAKER_LABELS: Record<BreakerStateName, string> = {
  closed: 'Closed',
  open: 'Open',
  half_open: 'Half-open',
};

export const REQUEST_OUTCOME_LABELS = {
  succeeded: 'Succeeded',
  failed: 'Failed',
  short_circuited: 'Refused by breaker',
  not_sent: 'Not sent (budget used up)',
} as const;

/** 12345 → "12 345" style grouping, as the screen shows lengths. */
export function toCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}
