import type { Severity, Violation } from './schema';

/** Points a violation costs before scaling by how far past its limit it goes. */
export const SEVERITY_PENALTY: Record<Severity, number> = { critical: 40, high: 25, medium: 15, low: 5 };

/**
 * How far past its limit a violation goes, 0–1: (actual − limit) / limit, capped at 1. A numeric rule with
 * no actual value (an HTTP call with no timeout at all) is unbounded, so it counts as the cap.
 * @example toOvershoot({ ...violation, threshold: 50, actual: 75 }); // 0.5
 */
export function toOvershoot(violation: Violation): number {
  const { threshold, actual } = violation;
  if (threshold === null) return 0;
  if (actual === null) return 1;
  if (threshold <= 0) return actual > 0 ? 1 : 0;
  return Math.min(1, Math.max(0, (actual - threshold) / threshold));
}

/**
 * 100 minus each violation's severity penalty × (1 + overshoot), clamped to 0–100 and rounded.
 * @example scoreViolations([]); // 100
 */
export function scoreViolations(violations: readonly Violation[]): number {
  let penalty = 0;
  for (const v of violations) penalty += SEVERITY_PENALTY[v.severity] * (1 + toOvershoot(v));
  return Math.min(100, Math.max(0, Math.round(100 - penalty)));
}
