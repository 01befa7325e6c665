import type { Evaluation, ExceptionGrant, Violation } from './schema';

export interface ExceptionOutcome {
  /** Violations no grant covers. */
  remaining: Violation[];
  /** Violations a grant waived. */
  waived: Violation[];
  /** The first grant that waived anything, with the rules it waived here. */
  exception: Evaluation['exception'];
}

/**
 * Whether `grant` is in force at `now`: no expiry, or an expiry after `now`. An unreadable expiry is
 * treated as expired: an exception must never outlive what its approver wrote.
 * @example isGrantActive({ ...grant, expiresAt: '2030-01-01T00:00:00Z' }, new Date('2029-06-01')); // true
 */
export function isGrantActive(grant: ExceptionGrant, now: Date): boolean {
  if (grant.expiresAt === null) return true;
  const expires = Date.parse(grant.expiresAt);
  return Number.isFinite(expires) && now.getTime() < expires;
}

/**
 * Whether `grant` waives `violation` of a decision of `decisionType` at `now`. A ceiling (`maxValue`) only
 * covers violations with a numeric actual value at or below it.
 * @example grantCovers(grant, violation, 'dependency_addition', now); // true
 */
export function grantCovers(
  grant: ExceptionGrant,
  violation: Violation,
  decisionType: string,
  now: Date,
): boolean {
  if (!grant.ruleIds.includes(violation.ruleId)) return false;
  if (grant.decisionType !== null && grant.decisionType !== decisionType) return false;
  if (grant.maxValue !== null && (violation.actual === null || violation.actual > grant.maxValue))
    return false;
  return isGrantActive(grant, now);
}

/**
 * Splits violations into those approved exceptions waive and those that still count.
 * @example applyExceptions(violations, [grant], { decisionType: 'dependency_addition', now }).exception?.rebellionId; // 'reb_1'
 */
export function applyExceptions(
  violations: readonly Violation[],
  grants: readonly ExceptionGrant[],
  { decisionType, now }: { decisionType: string; now: Date },
): ExceptionOutcome {
  const remaining: Violation[] = [];
  const waived: Violation[] = [];
  let exception: ExceptionOutcome['exception'] = null;
  for (const violation of violations) {
    const grant = grants.find((candidate) => grantCovers(candidate, violation, decisionType, now));
    if (grant === undefined) {
      remaining.push(violation);
      continue;
    }
    waived.push(violation);
    if (exception === null) exception = { rebellionId: grant.rebellionId, ruleIds: [violation.ruleId] };
    else if (exception.rebellionId === grant.rebellionId) exception.ruleIds.push(violation.ruleId);
  }
  return { remaining, waived, exception };
}
