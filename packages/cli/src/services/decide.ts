import { randomUUID } from 'node:crypto';
import {
  type Constitution,
  createDefaultConstitution,
  type DecisionInput,
  DecisionSchema,
  type Evaluation,
  evaluateDecision,
  type Rebellion,
  toExceptionGrants,
  toLedgerEntry,
  toUsedRebellion,
  toValidationResult,
  type ValidationResult,
} from '@charter/core';
import { EXIT, UsageError } from '../exit-codes';
import { readConstitution } from './constitution-file';
import { type LocalLedgerEntry, readLedger, updateLedger } from './ledger';

/** A verdict from either place, in the API's words, with what the terminal needs to act on it. */
export interface DecisionOutcome {
  /** Evaluated against `.charter/constitution.json` here, or by a Charter server. */
  source: 'local' | 'server';
  decision_id: string;
  constitution_version: string;
  validation: ValidationResult;
  /** How to ask a person for an exception, when the decision was not approved. */
  rebellion_hint: string | null;
}

export interface LocalDecisionOptions {
  /** `user:<…>` or `agent:<…>`: the ledger's "who". */
  actor: string;
  now?: Date;
  /** false: evaluate without writing the ledger (dry runs). */
  record?: boolean;
  /** Why the decision was taken, kept with it for later sessions. */
  rationale?: string | null | undefined;
  /** Judge by this constitution instead of `<root>/.charter/constitution.json` (a personal default). */
  constitution?: Constitution | undefined;
}

/** The exit code of a verdict: 0 approved, 1 blocked, 3 needs review (a warning). */
export function toExitCode(status: ValidationResult['status']): number {
  return status === 'approved' ? EXIT.ok : status === 'blocked' ? EXIT.blocked : EXIT.review;
}

/** Parses a decision as the API does, turning zod's complaint into a usage error. */
export function toDecision(input: DecisionInput): DecisionInput {
  const parsed = DecisionSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new UsageError(`The decision is not valid: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
}

/** The repository's constitution, or the standard tier's when it has none yet. */
export async function getConstitution(root: string): Promise<Constitution> {
  return (await readConstitution(root)) ?? createDefaultConstitution('standard');
}

export const localRebellionHint = (decisionId: string) =>
  `charter rebellion request ${decisionId} --why "<why this exception is needed>"`;

/**
 * Evaluates a decision against the repository's constitution and its approved rebellions, and records it in
 * `.charter/ledger.json` (with the use of any exception that let it through).
 * @example (await validateLocally(root, { decision_type: 'dependency_addition', description: 'add left-pad' }, { actor: 'user:me' })).validation.status
 */
export async function validateLocally(
  root: string,
  input: DecisionInput,
  options: LocalDecisionOptions,
): Promise<DecisionOutcome & { entry: LocalLedgerEntry }> {
  const decision = toDecision(input);
  const now = options.now ?? new Date();
  const at = now.toISOString();
  const constitution = options.constitution ?? (await getConstitution(root));
  const decisionId = `dec_${randomUUID()}`;
  // Local decisions name no project: only rebellions filed from this repository's (unscoped) decisions apply.
  const judge = (rebellions: readonly Rebellion[]) =>
    evaluateDecision(decision, constitution, {
      decisionId,
      exceptions: toExceptionGrants(rebellions),
      now,
    });
  const toEntry = (evaluation: Evaluation): LocalLedgerEntry => ({
    ...toLedgerEntry(decision, evaluation, { at, source: 'cli' }),
    actor: options.actor,
    rationale: options.rationale?.trim() || null,
  });
  let evaluation: Evaluation;
  let entry: LocalLedgerEntry;
  if (options.record === false) {
    evaluation = judge((await readLedger(root)).rebellions);
    entry = toEntry(evaluation);
  } else {
    // Judged under the ledger's lock, so two hooks at once cannot both take a single-use exception's last use.
    [evaluation, entry] = await updateLedger(root, (file) => {
      const judged = judge(file.rebellions);
      const judgedEntry = toEntry(judged);
      file.decisions.push(judgedEntry);
      const used = judged.exception?.rebellionId;
      if (used) {
        file.rebellions = file.rebellions.map((r) =>
          r.rebellion_id === used
            ? toUsedRebellion(r, { at, actor: options.actor, decisionId: judgedEntry.decision_id })
            : r,
        );
      }
      return [judged, judgedEntry] as const;
    });
  }
  return {
    source: 'local',
    decision_id: evaluation.decisionId,
    constitution_version: evaluation.constitutionVersion,
    validation: toValidationResult(evaluation),
    rebellion_hint: evaluation.status === 'approved' ? null : localRebellionHint(evaluation.decisionId),
    entry,
  };
}

/** The verdict alone, as `--format json` and MCP print it (without the ledger entry `validateLocally` adds). */
export function toDecisionOutcome(outcome: DecisionOutcome): DecisionOutcome {
  const { source, decision_id, constitution_version, validation, rebellion_hint } = outcome;
  return { source, decision_id, constitution_version, validation, rebellion_hint };
}
