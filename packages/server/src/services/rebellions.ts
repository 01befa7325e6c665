import { randomUUID } from 'node:crypto';
import type { ApproveRebellionInput, FileRebellionInput, LedgerEntry, Rebellion } from '@charter/core';
import { CharterError } from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { KeyRecord, RebellionRecord, UserRecord } from '../store/port';
import { runDecision } from './decisions';

type FileInput = z.output<typeof FileRebellionInput>;
type ApproveInput = z.output<typeof ApproveRebellionInput>;

/** Longer than the ledger writer's flush interval (20 ms), so another instance's batch has landed. */
const LATE_ENTRY_WAIT_MS = 60;

export function toRebellion(record: RebellionRecord): Rebellion {
  const { ownerId: _owner, ...rebellion } = record;
  return rebellion;
}

/** The blocked (or warned) ledger entry the agent names, or the decision it sends, evaluated now. */
async function findBlockedEntry(
  ctx: AppContext,
  key: KeyRecord,
  owner: UserRecord,
  input: FileInput,
): Promise<LedgerEntry> {
  let entry: LedgerEntry | null;
  if (input.decision_id) {
    // Validations are written in batches: make them durable before looking one up.
    await ctx.governance.ledger.flush();
    entry = await ctx.store.ledger.get(owner.id, input.decision_id);
    if (!entry) {
      // Another instance may still hold it in its batch (at most one flush interval): look once more.
      await new Promise((resolve) => setTimeout(resolve, LATE_ENTRY_WAIT_MS));
      entry = await ctx.store.ledger.get(owner.id, input.decision_id);
    }
    if (!entry) {
      throw new CharterError(
        'NOT_FOUND',
        `No decision ${input.decision_id} in your ledger. Send the decision_id that /api/external/validate answered.`,
      );
    }
  } else {
    const decision = input.decision!;
    const run = await runDecision(
      ctx,
      owner,
      { ...decision, agent_id: decision.agent_id ?? input.agent_id },
      {
        source: 'external',
        projectName: decision.project_name,
        projectId: decision.project_name ? null : (key.projectId ?? null),
        actor: agentActor(key, input.agent_id),
      },
    );
    entry = run.entry;
  }
  if (entry.status === 'approved') {
    throw new CharterError(
      'CONFLICT',
      `Decision ${entry.decision_id} was approved: there is nothing to request an exception for.`,
    );
  }
  return entry;
}

const agentActor = (key: KeyRecord, agentId?: string | null) => `agent:${agentId || key.name}`;

/** An agent asks a person for an exception to a blocked decision. */
export async function fileRebellion(
  ctx: AppContext,
  key: KeyRecord,
  owner: UserRecord,
  input: FileInput,
): Promise<Rebellion> {
  const entry = await findBlockedEntry(ctx, key, owner, input);
  const requested = input.requested_scope.rule_ids;
  if (requested?.length) {
    const outside = requested.filter((id) => !entry.violated_rule_ids.includes(id));
    if (outside.length > 0) {
      throw new CharterError(
        'VALIDATION_FAILED',
        `requested_scope.rule_ids may only narrow the decision's violated rules (${entry.violated_rule_ids.join(', ')}); not violated: ${outside.join(', ')}.`,
      );
    }
  }
  const ruleIds = requested?.length ? [...new Set(requested)] : entry.violated_rule_ids;
  const maxValue = input.requested_scope.max_value ?? null;
  const now = ctx.now().toISOString();
  const agentId = input.agent_id || entry.agent_id || key.name;
  const reasons = [
    `Waives ${ruleIds.join(', ')} for ${entry.decision_type} decisions.`,
    `The decision scored ${entry.score}/100 with ${entry.risk} risk.`,
    maxValue === null ? 'No ceiling was requested: any value would pass.' : `Ceiling requested: ${maxValue}.`,
  ];
  const record: RebellionRecord = {
    rebellion_id: `reb_${randomUUID()}`,
    ownerId: owner.id,
    project_id: entry.project_id,
    project_name: entry.project_name,
    agent_id: agentId,
    decision_id: entry.decision_id,
    decision_type: entry.decision_type,
    requested_action: entry.proposed_action ?? entry.description,
    justification: input.justification,
    rule_ids: ruleIds,
    max_value: maxValue,
    status: 'pending',
    risk_analysis: { level: entry.risk, reasons },
    created_at: now,
    decided_at: null,
    decided_by: null,
    expires_at: null,
    rejection_reason: null,
    times_used: 0,
    history: [{ at: now, actor: `agent:${agentId}`, action: 'filed', note: input.justification }],
  };
  return toRebellion(await ctx.store.rebellions.create(record));
}

export async function listRebellions(
  ctx: AppContext,
  owner: UserRecord,
  status: 'all' | 'pending' | 'decided' = 'all',
): Promise<Rebellion[]> {
  const all = await ctx.store.rebellions.listByOwner(owner.id);
  return all
    .filter((r) => status === 'all' || (status === 'pending') === (r.status === 'pending'))
    .map(toRebellion);
}

/** Applies a decision to the owner's pending rebellion: 404 for anyone else's, 409 once decided. */
async function decide(
  ctx: AppContext,
  owner: UserRecord,
  rebellionId: string,
  change: (current: RebellionRecord, at: string, actor: string) => RebellionRecord,
): Promise<Rebellion> {
  const existing = await ctx.store.rebellions.get(rebellionId);
  if (!existing || existing.ownerId !== owner.id) throw new CharterError('NOT_FOUND', 'No such rebellion.');
  const at = ctx.now().toISOString();
  const updated = await ctx.store.rebellions.update(rebellionId, (current) => {
    if (current.status !== 'pending') {
      throw new CharterError('CONFLICT', `This rebellion was already ${current.status}.`);
    }
    return change(current, at, `user:${owner.email}`);
  });
  if (!updated) throw new CharterError('NOT_FOUND', 'No such rebellion.');
  // Validations honour approved rebellions from the cache: refresh it here and on other instances.
  await ctx.governance.cache.invalidate(owner.id);
  return toRebellion(updated);
}

export function approveRebellion(ctx: AppContext, owner: UserRecord, id: string, input: ApproveInput) {
  const expiresAt = input.expires_at ?? null;
  if (expiresAt !== null && Date.parse(expiresAt) <= ctx.now().getTime()) {
    throw new CharterError('VALIDATION_FAILED', 'The expiry must be in the future.');
  }
  return decide(ctx, owner, id, (current, at, actor) => ({
    ...current,
    status: 'approved',
    decided_at: at,
    decided_by: actor,
    expires_at: expiresAt,
    history: [...current.history, { at, actor, action: 'approved', note: input.note || null }],
  }));
}

export function rejectRebellion(ctx: AppContext, owner: UserRecord, id: string, reason: string) {
  return decide(ctx, owner, id, (current, at, actor) => ({
    ...current,
    status: 'rejected',
    decided_at: at,
    decided_by: actor,
    rejection_reason: reason,
    history: [...current.history, { at, actor, action: 'rejected', note: reason }],
  }));
}

/** Counts one use of an approved exception, with who used it for which decision. */
