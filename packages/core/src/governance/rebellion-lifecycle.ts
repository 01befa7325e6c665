import type { LedgerEntry } from '../api/governance';
import type { Rebellion } from '../api/rebellions';
import type { ExceptionGrant } from '../constitution/schema';
import { CharterError } from '../errors';

/**
 * A rebellion's life as pure steps: filed from a blocked ledger entry, approved or rejected once, used by
 * later validations. The server stores the results per owner; the CLI in `.charter/ledger.json`.
 */

/** Keeps a rebellion bounded however often it is used: the first events stay, the oldest uses go. */
export const MAX_REBELLION_HISTORY = 200;

export interface FileRebellionRequest {
  rebellionId: string;
  /** ISO 8601. */
  at: string;
  agentId: string;
  justification: string;
  /** Narrows the entry's violated rules; every id must be one of them. */
  ruleIds?: readonly string[] | undefined;
  maxValue?: number | null | undefined;
}

/**
 * A pending rebellion asking to waive what `entry` violated. Throws CONFLICT for an approved entry and
 * VALIDATION_FAILED when `ruleIds` names a rule the decision did not violate.
 * @example toFiledRebellion(blockedEntry, { rebellionId: 'reb_1', at, agentId: 'claude', justification: 'Charts need it' }).status; // 'pending'
 */
export function toFiledRebellion(entry: LedgerEntry, request: FileRebellionRequest): Rebellion {
  if (entry.status === 'approved') {
    throw new CharterError(
      'CONFLICT',
      `Decision ${entry.decision_id} was approved: there is nothing to request an exception for.`,
    );
  }
  const requested = request.ruleIds ?? [];
  const outside = requested.filter((id) => !entry.violated_rule_ids.includes(id));
  if (outside.length > 0) {
    throw new CharterError(
      'VALIDATION_FAILED',
      `requested_scope.rule_ids may only narrow the decision's violated rules (${entry.violated_rule_ids.join(', ')}); not violated: ${outside.join(', ')}.`,
    );
  }
  const ruleIds = requested.length > 0 ? [...new Set(requested)] : entry.violated_rule_ids;
  const maxValue = request.maxValue ?? null;
  const reasons = [
    `Waives ${ruleIds.join(', ')} for ${entry.decision_type} decisions.`,
    `The decision scored ${entry.score}/100 with ${entry.risk} risk.`,
    maxValue === null ? 'No ceiling was requested: any value would pass.' : `Ceiling requested: ${maxValue}.`,
  ];
  return {
    rebellion_id: request.rebellionId,
    project_id: entry.project_id,
    project_name: entry.project_name,
    agent_id: request.agentId,
    decision_id: entry.decision_id,
    decision_type: entry.decision_type,
    requested_action: entry.proposed_action ?? entry.description,
    justification: request.justification,
    rule_ids: ruleIds,
    max_value: maxValue,
    status: 'pending',
    risk_analysis: { level: entry.risk, reasons },
    created_at: request.at,
    decided_at: null,
    decided_by: null,
    expires_at: null,
    rejection_reason: null,
    times_used: 0,
    history: [
      { at: request.at, actor: `agent:${request.agentId}`, action: 'filed', note: request.justification },
    ],
  };
}

function assertPending(current: Rebellion): void {
  if (current.status !== 'pending') {
    throw new CharterError('CONFLICT', `This rebellion was already ${current.status}.`);
  }
}

/**
 * The rebellion approved by `actor` (`user:<email>`), until `expiresAt` (which must be after `at`) or revoked.
 * @example toApprovedRebellion(pending, { at, actor: 'user:ada@example.com', expiresAt: null }).status; // 'approved'
 */
export function toApprovedRebellion<R extends Rebellion>(
  current: R,
  decision: { at: string; actor: string; expiresAt: string | null; note?: string | null | undefined },
): R {
  assertPending(current);
  if (decision.expiresAt !== null && Date.parse(decision.expiresAt) <= Date.parse(decision.at)) {
    throw new CharterError('VALIDATION_FAILED', 'The expiry must be in the future.');
  }
  return {
    ...current,
    status: 'approved',
    decided_at: decision.at,
    decided_by: decision.actor,
    expires_at: decision.expiresAt,
    history: [
      ...current.history,
      { at: decision.at, actor: decision.actor, action: 'approved', note: decision.note || null },
    ],
  };
}

/**
 * The rebellion rejected by `actor` with a reason.
 * @example toRejectedRebellion(pending, { at, actor: 'user:ada@example.com', reason: 'Use fetch' }).status; // 'rejected'
 */
export function toRejectedRebellion<R extends Rebellion>(
  current: R,
  decision: { at: string; actor: string; reason: string },
): R {
  assertPending(current);
  return {
    ...current,
    status: 'rejected',
    decided_at: decision.at,
    decided_by: decision.actor,
    rejection_reason: decision.reason,
    history: [
      ...current.history,
      { at: decision.at, actor: decision.actor, action: 'rejected', note: decision.reason },
    ],
  };
}

/**
 * The rebellion after its exception let decision `decisionId` through: one more use, recorded in a bounded history.
 * @example toUsedRebellion(approved, { at, actor: 'agent:claude', decisionId: 'dec_1' }).times_used; // 1
 */
export function toUsedRebellion<R extends Rebellion>(
  current: R,
  use: { at: string; actor: string; decisionId: string },
): R {
  const history = [
    ...current.history,
    { at: use.at, actor: use.actor, action: 'used' as const, note: use.decisionId },
  ];
  return {
    ...current,
    times_used: current.times_used + 1,
    history:
      history.length > MAX_REBELLION_HISTORY
        ? [...history.slice(0, 2), ...history.slice(2 - MAX_REBELLION_HISTORY)]
        : history,
  };
}

/**
 * The approved rebellions as the grants `evaluateDecision` honours (it ignores expired ones itself).
 * @example toExceptionGrants([approved])[0]?.ruleIds; // ['CH-DEP-001']
 */
export function toExceptionGrants(rebellions: readonly Rebellion[]): ExceptionGrant[] {
  return rebellions
    .filter((r) => r.status === 'approved' && r.rule_ids.length > 0)
    .map((r) => ({
      rebellionId: r.rebellion_id,
      ruleIds: r.rule_ids,
      decisionType: r.decision_type.trim(),
      maxValue: r.max_value,
      expiresAt: r.expires_at,
    }));
}
