import { randomUUID } from 'node:crypto';
import type { ApproveRebellionInput, FileRebellionInput, LedgerEntry, RebellionView } from '@charter/core';
import {
  CharterError,
  describeRebellion,
  toApprovedRebellion,
  toFiledRebellion,
  toRejectedRebellion,
  toRevokedRebellion,
} from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { KeyRecord, RebellionRecord, UserRecord } from '../store/port';
import { runDecision } from './decisions';

type FileInput = z.output<typeof FileRebellionInput>;
type ApproveInput = z.output<typeof ApproveRebellionInput>;

/** The API's view: the rebellion with the sentence saying what it lets through now. */
export function toRebellion(record: RebellionRecord, now: Date): RebellionView {
  const { ownerId: _owner, ...rebellion } = record;
  return { ...rebellion, effect: describeRebellion(rebellion, now) };
}

/** One open request per decision: a second one for a decision with a pending or approved rebellion is a 409. */
async function assertNoOpenRebellion(ctx: AppContext, owner: UserRecord, decisionId: string) {
  const open = (await ctx.store.rebellions.listByOwner(owner.id)).find(
    (r) => r.decision_id === decisionId && (r.status === 'pending' || r.status === 'approved'),
  );
  if (open) {
    throw new CharterError(
      'CONFLICT',
      `Decision ${decisionId} already has a ${open.status} rebellion (${open.rebellion_id}).`,
      { details: { rebellion_id: open.rebellion_id, status: open.status } },
    );
  }
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
    // A decision id is answered only once its entry is durable in the store (on any instance): read it.
    entry = await ctx.store.ledger.get(owner.id, input.decision_id);
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
  return entry;
}

const agentActor = (key: KeyRecord, agentId?: string | null) => `agent:${agentId || key.name}`;

/** An agent asks a person for an exception to a blocked decision. */
export async function fileRebellion(
  ctx: AppContext,
  key: KeyRecord,
  owner: UserRecord,
  input: FileInput,
): Promise<RebellionView> {
  const entry = await findBlockedEntry(ctx, key, owner, input);
  await assertNoOpenRebellion(ctx, owner, entry.decision_id);
  const rebellion = toFiledRebellion(entry, {
    rebellionId: `reb_${randomUUID()}`,
    at: ctx.now().toISOString(),
    agentId: input.agent_id || entry.agent_id || key.name,
    justification: input.justification,
    ruleIds: input.requested_scope.rule_ids,
    maxValue: input.requested_scope.max_value,
  });
  const record: RebellionRecord = { ...rebellion, ownerId: owner.id };
  return toRebellion(await ctx.store.rebellions.create(record), ctx.now());
}

export async function listRebellions(
  ctx: AppContext,
  owner: UserRecord,
  status: 'all' | 'pending' | 'decided' = 'all',
): Promise<RebellionView[]> {
  const all = await ctx.store.rebellions.listByOwner(owner.id);
  const now = ctx.now();
  return all
    .filter((r) => status === 'all' || (status === 'pending') === (r.status === 'pending'))
    .map((r) => toRebellion(r, now));
}

/** Applies a change to the owner's rebellion: 404 for anyone else's, 409 when its state refuses it. */
async function decide(
  ctx: AppContext,
  owner: UserRecord,
  rebellionId: string,
  change: (current: RebellionRecord, at: string, actor: string) => RebellionRecord,
): Promise<RebellionView> {
  const existing = await ctx.store.rebellions.get(rebellionId);
  if (!existing || existing.ownerId !== owner.id) throw new CharterError('NOT_FOUND', 'No such rebellion.');
  const at = ctx.now().toISOString();
  const updated = await ctx.store.rebellions.update(rebellionId, (current) =>
    change(current, at, `user:${owner.email}`),
  );
  if (!updated) throw new CharterError('NOT_FOUND', 'No such rebellion.');
  // Validations honour approved rebellions from the cache: refresh it here and on other instances.
  await ctx.governance.cache.invalidate(owner.id);
  return toRebellion(updated, ctx.now());
}

export function approveRebellion(ctx: AppContext, owner: UserRecord, id: string, input: ApproveInput) {
  return decide(ctx, owner, id, (current, at, actor) =>
    toApprovedRebellion(current, {
      at,
      actor,
      expiresAt: input.expires_at ?? null,
      note: input.note,
      uses: input.uses,
      ceilings: input.ceilings,
    }),
  );
}

/** The owner withdraws an approved exception; recorded in its history. */
export function revokeRebellion(ctx: AppContext, owner: UserRecord, id: string, reason?: string) {
  return decide(ctx, owner, id, (current, at, actor) => toRevokedRebellion(current, { at, actor, reason }));
}

export function rejectRebellion(ctx: AppContext, owner: UserRecord, id: string, reason: string) {
  return decide(ctx, owner, id, (current, at, actor) => toRejectedRebellion(current, { at, actor, reason }));
}
