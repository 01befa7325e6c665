import { randomUUID } from 'node:crypto';
import type { Constitution, DecisionInput, Evaluation, LedgerEntry, LedgerSource } from '@charter/core';
import { applyProjectSettings, CharterError, evaluateDecision, toLedgerEntry } from '@charter/core';
import type { AppContext } from '../context';
import type { ProjectRecord, UserRecord } from '../store/port';
import { recordExceptionUse } from './exception-use';

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
  const project = await ctx.store.projects.get(options.projectId);
  if (!project || project.ownerId !== owner.id) throw new CharterError('NOT_FOUND', 'No such project.');
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
  const evaluation = evaluateDecision(decision, constitution, { decisionId, exceptions: grants, now });
  const entry = toLedgerEntry(decision, evaluation, {
    at: now.toISOString(),
    source: options.source,
    projectId: project?.id ?? null,
    projectName: project?.name ?? options.projectName ?? null,
  });
  if (options.record !== false) {
    const durable = ctx.governance.ledger.enqueue(owner.id, entry);
    if (evaluation.exception) {
      await Promise.all([
        durable,
        recordExceptionUse(ctx, evaluation.exception.rebellionId, options.actor, decisionId),
      ]);
    } else await durable;
  }
  return { evaluation, entry, project, constitution };
}

/** The owner's ledger, with every queued entry (not yet acknowledged) written first. */
export async function readLedger(ctx: AppContext, owner: UserRecord): Promise<LedgerEntry[]> {
  await ctx.governance.ledger.flush();
  return ctx.store.ledger.all(owner.id);
}
