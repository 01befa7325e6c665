import { randomUUID } from 'node:crypto';
import {
  CharterError,
  type Rebellion,
  type RebellionUses,
  toApprovedRebellion,
  toFiledRebellion,
  toRejectedRebellion,
  toRevokedRebellion,
} from '@charter/core';
import { UsageError } from '../exit-codes';
import { readLedger, updateLedger } from './ledger';

export interface RebellionRequest {
  decisionId: string;
  justification: string;
  ruleIds?: readonly string[] | undefined;
  maxValue?: number | null | undefined;
  /** The agent (or person) asking: the rebellion's `agent_id`. */
  agentId: string;
}

export const MIN_JUSTIFICATION = 10;

/** The justification, trimmed; too short a one is a usage error (locally and before any server call). */
export function checkJustification(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < MIN_JUSTIFICATION) {
    throw new UsageError(
      `Explain why the exception is needed (at least ${MIN_JUSTIFICATION} characters).`,
      'Pass --why "<the reason a person should allow this>".',
    );
  }
  return trimmed;
}

/** Core's refusals (approved decision, rule outside scope, already decided) as usage errors. */
function asUsageError<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof CharterError) throw new UsageError(error.message);
    throw error;
  }
}

/** Files a rebellion for a blocked decision of `.charter/ledger.json`. */
export async function requestLocalRebellion(root: string, request: RebellionRequest): Promise<Rebellion> {
  const justification = checkJustification(request.justification);
  return updateLedger(root, (ledger) => {
    const entry = ledger.decisions.find((d) => d.decision_id === request.decisionId);
    if (!entry) {
      throw new UsageError(
        `No decision ${request.decisionId} in .charter/ledger.json.`,
        'Use the decision id `charter validate` printed; `charter log` lists them.',
      );
    }
    const open = ledger.rebellions.find(
      (r) => r.decision_id === entry.decision_id && (r.status === 'pending' || r.status === 'approved'),
    );
    if (open) {
      throw new UsageError(
        `Decision ${entry.decision_id} already has a ${open.status} rebellion (${open.rebellion_id}).`,
        '`charter rebellion list` shows it.',
      );
    }
    const rebellion = asUsageError(() =>
      toFiledRebellion(entry, {
        rebellionId: `reb_${randomUUID()}`,
        at: new Date().toISOString(),
        agentId: request.agentId,
        justification,
        ruleIds: request.ruleIds,
        maxValue: request.maxValue,
      }),
    );
    ledger.rebellions.push(rebellion);
    return rebellion;
  });
}

export type RebellionFilter = 'all' | 'pending' | 'decided';

/** Whether a rebellion is in the list `filter` asks for. */
export const matchesFilter = (filter: RebellionFilter) => (r: Rebellion) =>
  filter === 'all' || (filter === 'pending') === (r.status === 'pending');

/** The repository's rebellions, newest first. */
export async function listLocalRebellions(
  root: string,
  filter: RebellionFilter = 'all',
): Promise<Rebellion[]> {
  const { rebellions } = await readLedger(root);
  return rebellions.filter(matchesFilter(filter)).reverse();
}

export interface RebellionVerdict {
  rebellionId: string;
  /** `user:<…>`: who decided. */
  actor: string;
  approve: boolean;
  /** Approve: optional expiry (ISO 8601, in the future) and note. Reject: the reason (required). */
  expiresAt?: string | null | undefined;
  /** Approve: decisions it lets through (default 1) and raised ceilings by rule id. */
  uses?: RebellionUses | undefined;
  ceilings?: Record<string, number> | undefined;
  note?: string | undefined;
  reason?: string | undefined;
}

/** Approves or rejects a pending rebellion of the repository's ledger. */
export async function decideLocalRebellion(root: string, verdict: RebellionVerdict): Promise<Rebellion> {
  if (!verdict.approve && !verdict.reason?.trim()) {
    throw new UsageError('Give a reason for the rejection.', 'Pass --reason "<why not>".');
  }
  const at = new Date().toISOString();
  return updateLedger(root, (ledger) => {
    const index = ledger.rebellions.findIndex((r) => r.rebellion_id === verdict.rebellionId);
    const current = ledger.rebellions[index];
    if (!current) {
      throw new UsageError(
        `No rebellion ${verdict.rebellionId} in .charter/ledger.json.`,
        '`charter rebellion list` shows them.',
      );
    }
    const decided = asUsageError(() =>
      verdict.approve
        ? toApprovedRebellion(current, {
            at,
            actor: verdict.actor,
            expiresAt: verdict.expiresAt ?? null,
            note: verdict.note,
            uses: verdict.uses,
            ceilings: verdict.ceilings,
          })
        : toRejectedRebellion(current, { at, actor: verdict.actor, reason: verdict.reason!.trim() }),
    );
    ledger.rebellions[index] = decided;
    return decided;
  });
}

/** Revokes an approved exception of the repository's ledger: it lets nothing through from now on. */
export async function revokeLocalRebellion(
  root: string,
  revocation: { rebellionId: string; actor: string; reason?: string | undefined },
): Promise<Rebellion> {
  const at = new Date().toISOString();
  return updateLedger(root, (ledger) => {
    const index = ledger.rebellions.findIndex((r) => r.rebellion_id === revocation.rebellionId);
    const current = ledger.rebellions[index];
    if (!current) {
      throw new UsageError(
        `No rebellion ${revocation.rebellionId} in .charter/ledger.json.`,
        '`charter rebellion list` shows them.',
      );
    }
    const revoked = asUsageError(() =>
      toRevokedRebellion(current, { at, actor: revocation.actor, reason: revocation.reason?.trim() }),
    );
    ledger.rebellions[index] = revoked;
    return revoked;
  });
}
