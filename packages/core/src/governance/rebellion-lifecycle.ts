import type { ExceptionGrant } from '../constitution/schema';
import { CharterError } from '../errors';
import { describeProject } from './describe-rebellion';
import {
  type Rebellion,
  type RebellionCeilings,
  type RebellionUses,
  type StoredRebellion,
  toCurrentRebellion,
} from './rebellion-schema';
import type { LedgerEntry } from './schema';

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
  if (entry.violated_rule_ids.length === 0) {
    // A decision no rule covered (score null) broke nothing: an exception would have nothing to waive.
    throw new CharterError(
      'CONFLICT',
      `Decision ${entry.decision_id} broke no rule: there is nothing to request an exception for.`,
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
  const ceilings = toDefaultCeilings(entry, ruleIds);
  const reasons = [
    `Waives ${ruleIds.join(', ')} for ${entry.decision_type} decisions of ${describeProject(entry.project_name, entry.project_id)}.`,
    entry.score === null
      ? 'No rule covered the decision: it was not scored.'
      : `The decision scored ${entry.score}/100 with ${entry.risk} risk.`,
    maxValue === null
      ? 'The agent asked for no higher ceiling: by default the exception covers up to the blocked value.'
      : `The agent asked for a ceiling of ${maxValue}; the approver decides.`,
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
    ceilings,
    uses: 1,
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

/**
 * The ceilings an exception gets by default: per rule, the blocked decision's actual value (null when the
 * violation had no number, or the entry predates recorded values).
 * @example toDefaultCeilings(entry, ['CH-DEP-001'])['CH-DEP-001']?.max; // 75
 */
export function toDefaultCeilings(entry: LedgerEntry, ruleIds: readonly string[]): RebellionCeilings {
  return Object.fromEntries(
    ruleIds.map((id) => {
      const value = entry.violated_values?.[id];
      return [id, { max: value?.actual ?? null, unit: value?.unit ?? null }];
    }),
  );
}

/** The ceilings after the approver raised some: only the rebellion's rules, never below the blocked value. */
function toApprovedCeilings(
  current: Rebellion,
  raised: Readonly<Record<string, number>> | undefined,
): RebellionCeilings {
  const ceilings: RebellionCeilings = { ...current.ceilings };
  for (const [ruleId, max] of Object.entries(raised ?? {})) {
    if (!current.rule_ids.includes(ruleId)) {
      throw new CharterError(
        'VALIDATION_FAILED',
        `ceilings may only name this exception's rules (${current.rule_ids.join(', ')}); not: ${ruleId}.`,
      );
    }
    const blocked = current.ceilings[ruleId]?.max ?? null;
    if (blocked !== null && max < blocked) {
      throw new CharterError(
        'VALIDATION_FAILED',
        `A ceiling of ${max} for ${ruleId} is below the blocked decision's ${blocked}: it would not cover the decision this exception was asked for.`,
      );
    }
    ceilings[ruleId] = { max, unit: current.ceilings[ruleId]?.unit ?? null };
  }
  return ceilings;
}

function assertPending(current: Rebellion): void {
  if (current.status !== 'pending') {
    throw new CharterError('CONFLICT', `This rebellion was already ${current.status}.`, {
      details: { status: current.status, rebellion_id: current.rebellion_id },
    });
  }
}

/**
 * The rebellion approved by `actor` (`user:<email>`), until `expiresAt` (which must be after `at`) or revoked.
 * @example toApprovedRebellion(pending, { at, actor: 'user:ada@example.com', expiresAt: null }).status; // 'approved'
 */
export function toApprovedRebellion<R extends Rebellion>(
  current: R,
  decision: {
    at: string;
    actor: string;
    expiresAt: string | null;
    note?: string | null | undefined;
    /** Default 1: an approval for one decision lets one decision through. */
    uses?: RebellionUses | undefined;
    /** Raised ceilings by rule id; the others keep the blocked decision's value. */
    ceilings?: Readonly<Record<string, number>> | undefined;
  },
): R {
  assertPending(current);
  if (decision.expiresAt !== null && Date.parse(decision.expiresAt) <= Date.parse(decision.at)) {
    throw new CharterError('VALIDATION_FAILED', 'The expiry must be in the future.');
  }
  const ceilings = toApprovedCeilings(current, decision.ceilings);
  return {
    ...current,
    ceilings,
    uses: decision.uses ?? 1,
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
 * The rebellion revoked by its owner `actor`: from now on it lets nothing through. Only an approved one.
 * @example toRevokedRebellion(approved, { at, actor: 'user:ada@example.com' }).status; // 'revoked'
 */
export function toRevokedRebellion<R extends Rebellion>(
  current: R,
  revocation: { at: string; actor: string; reason?: string | null | undefined },
): R {
  if (current.status !== 'approved') {
    throw new CharterError(
      'CONFLICT',
      current.status === 'revoked'
        ? 'This exception was already revoked.'
        : `Only an approved exception can be revoked; this rebellion is ${current.status}.`,
      { details: { status: current.status, rebellion_id: current.rebellion_id } },
    );
  }
  return {
    ...current,
    status: 'revoked',
    history: [
      ...current.history,
      { at: revocation.at, actor: revocation.actor, action: 'revoked', note: revocation.reason || null },
    ],
  };
}

/** Uses left: null for unlimited. */
export function toUsesLeft(rebellion: Pick<Rebellion, 'uses' | 'times_used'>): number | null {
  return rebellion.uses === 'unlimited' ? null : Math.max(0, rebellion.uses - rebellion.times_used);
}

/**
 * The rebellion after its exception let decision `decisionId` through: one more use, recorded in a bounded
 * history. Throws CONFLICT when it may no longer be used (revoked, used up): the caller judges the decision
 * again without it.
 * @example toUsedRebellion(approved, { at, actor: 'agent:claude', decisionId: 'dec_1' }).times_used; // 1
 */
export function toUsedRebellion<R extends Rebellion>(
  current: R,
  use: { at: string; actor: string; decisionId: string },
): R {
  if (current.status !== 'approved' || toUsesLeft(current) === 0) {
    throw new CharterError(
      'CONFLICT',
      current.status === 'approved'
        ? `Exception ${current.rebellion_id} is used up (${current.times_used} of ${current.uses}).`
        : `Exception ${current.rebellion_id} is ${current.status}.`,
    );
  }
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
 * The approved rebellions with uses left as the grants `evaluateDecision` honours (it ignores expired ones
 * itself), each scoped to its decision's project, its rules and their ceilings.
 * @example toExceptionGrants([approved])[0]?.ruleIds; // ['CH-DEP-001']
 */
export function toExceptionGrants(rebellions: readonly StoredRebellion[]): ExceptionGrant[] {
  return rebellions
    .map((stored) => toCurrentRebellion(stored))
    .filter((r) => r.status === 'approved' && r.rule_ids.length > 0 && toUsesLeft(r) !== 0)
    .map((r) => ({
      rebellionId: r.rebellion_id,
      ruleIds: r.rule_ids,
      decisionType: r.decision_type.trim(),
      projectId: r.project_id,
      projectName: r.project_id === null ? r.project_name : null,
      ceilings: Object.fromEntries(r.rule_ids.map((id) => [id, r.ceilings[id]?.max ?? null])),
      usesLeft: toUsesLeft(r),
      expiresAt: r.expires_at,
    }));
}
