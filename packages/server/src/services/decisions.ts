import { randomUUID } from 'node:crypto';
import type { Constitution, DecisionInput, Evaluation, LedgerEntry, LedgerSource } from '@charter/core';
import { applyProjectSettings, evaluateDecision, toLedgerEntry } from '@charter/core';
import type { AppContext } from '../context';
import type { ProjectRecord, UserRecord } from '../store/port';
import { recordExceptionUse } from './exception-use';
import { getOwnedProject } from './projects';

export interface RunDecisionOptions {
  source: LedgerSource;
  /** The owner's project of this name (case-insensitive) supplies its settings. */
  projectName?: string | null;
  /** Or the project of this id (must be the owner's). */
  projectId?: string | null;
  /** Who asked: `agent:<…>` in rebellion history. */
  actor: string;
  /** false: evaluate without writing the ledger (the demo's own test runs). */
  record?: boolean;
}

export interface DecisionRun {
  evaluation: Evaluation;
  entry: LedgerEntry;
  project: ProjectRecord | null;
  constitution: Constitution;
}

async function resolveConstitution(
  ctx: AppContext,
  owner: UserRecord,
  options: RunDecisionOptions,
): Promise<{ constitution: Constitution; project: ProjectRecord | null }> {
  if (options.projectName) return ctx.governance.cache.getProject(owner.id, options.projectName);
  const { constitution } = await ctx.governance.cache.getOwner(owner.id);
  if (!options.projectId) return { constitution, project: null };
  const project = await getOwnedProject(ctx, owner, options.projectId);
  return {
    project,
    constitution: project.settings ? applyProjectSettings(constitution, project.settings) : constitution,
  };
}

/**
 * Evaluates one decision for `owner` with their constitution (or their project's settings) and their
 * approved rebellions, and resolves once the ledger entry is durable (group commit, `ledger-writer.ts`): a
 * decision id is never handed out before a crash could no longer take it back. Every entry point runs
 * decisions through here.
 */
export async function runDecision(
  ctx: AppContext,
  owner: UserRecord,
  decision: DecisionInput,
  options: RunDecisionOptions,
): Promise<DecisionRun> {
  const now = ctx.now();
  const [{ constitution, project }, { grants }] = await Promise.all([
    resolveConstitution(ctx, owner, options),
    ctx.governance.cache.getOwner(owner.id),
  ]);
  const decisionId = `dec_${randomUUID()}`;
  const projectName = project?.name ?? options.projectName ?? null;
  // Exceptions apply only to the project they were approved for: the one this decision names.
  const scope = { projectId: project?.id ?? null, projectName };
  let usable = grants;
  let evaluation = evaluateDecision(decision, constitution, { decisionId, exceptions: usable, now, scope });
  if (options.record !== false) {
    // The cache may hold a grant another call has just used up or its owner revoked: the use is taken
    // under the rebellion's lock, and a refused one means judging again without that grant.
    while (evaluation.exception) {
      const rebellionId = evaluation.exception.rebellionId;
      if (await recordExceptionUse(ctx, owner.id, rebellionId, options.actor, decisionId)) break;
      usable = usable.filter((grant) => grant.rebellionId !== rebellionId);
      evaluation = evaluateDecision(decision, constitution, { decisionId, exceptions: usable, now, scope });
    }
  }
  const entry = toLedgerEntry(decision, evaluation, {
    at: now.toISOString(),
    source: options.source,
    projectId: project?.id ?? null,
    projectName,
  });
  // Answered only once the entry is durable (group commit): an acknowledged decision id always exists.
  if (options.record !== false) await ctx.governance.ledger.enqueue(owner.id, entry);
  return { evaluation, entry, project, constitution };
}

/** The owner's ledger, with every queued entry (not yet acknowledged) written first. */
export async function readLedger(ctx: AppContext, owner: UserRecord): Promise<LedgerEntry[]> {
  await ctx.governance.ledger.flush();
  return ctx.store.ledger.all(owner.id);
}

/** Every user's ledger, one after another (the operator's cross-user views); queued entries are flushed once. */
export async function readEveryLedger(ctx: AppContext): Promise<LedgerEntry[]> {
  await ctx.governance.ledger.flush();
  const entries: LedgerEntry[] = [];
  for (const user of await ctx.store.instance.listUsers())
    entries.push(...(await ctx.store.ledger.all(user.id)));
  return entries;
}
