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

/** The project a decision belongs to, as the ledger records it (both null = no project). */
export interface DecisionScope {
  projectId: string | null;
  projectName: string | null;
}

export const UNSCOPED: DecisionScope = { projectId: null, projectName: null };

const sameName = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Whether a grant scoped to `grant`'s project applies to a decision of `scope`: the same project id, or
 * (for a grant filed for a project known only by name) the same name; an unscoped grant only applies to
 * decisions that name no project.
 * @example grantAppliesTo({ ...grant, projectId: 'p1' }, { projectId: 'p2', projectName: 'B' }); // false
 */
export function grantAppliesTo(
  grant: Pick<ExceptionGrant, 'projectId' | 'projectName'>,
  scope: DecisionScope,
): boolean {
  if (grant.projectId !== null) return grant.projectId === scope.projectId;
  if (grant.projectName === null) return scope.projectId === null && scope.projectName === null;
  return sameName(grant.projectName, scope.projectName);
}

/**
 * Whether `grant` waives `violation` of a decision of `decisionType` in project `scope` at `now`: same
 * project, one of its rules, the same decision type, within that rule's ceiling, with a use left, unexpired.
 * @example grantCovers(grant, violation, { decisionType: 'dependency_addition', scope, now }); // true
 */
export function grantCovers(
  grant: ExceptionGrant,
  violation: Violation,
  { decisionType, scope, now }: { decisionType: string; scope: DecisionScope; now: Date },
): boolean {
  if (!grant.ruleIds.includes(violation.ruleId)) return false;
  if (grant.decisionType !== null && grant.decisionType !== decisionType) return false;
  if (!grantAppliesTo(grant, scope)) return false;
  if (grant.usesLeft !== null && grant.usesLeft <= 0) return false;
  const ceiling = grant.ceilings[violation.ruleId] ?? null;
  if (ceiling !== null && (violation.actual === null || violation.actual > ceiling)) return false;
  return isGrantActive(grant, now);
}

/**
 * Splits violations into those approved exceptions waive and those that still count.
 * @example applyExceptions(violations, [grant], { decisionType: 'dependency_addition', scope: UNSCOPED, now }).exception?.rebellionId; // 'reb_1'
 */
export function applyExceptions(
  violations: readonly Violation[],
  grants: readonly ExceptionGrant[],
  context: { decisionType: string; scope: DecisionScope; now: Date },
): ExceptionOutcome {
  const remaining: Violation[] = [];
  const waived: Violation[] = [];
  let exception: ExceptionOutcome['exception'] = null;
  for (const violation of violations) {
    const grant = grants.find((candidate) => grantCovers(candidate, violation, context));
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
