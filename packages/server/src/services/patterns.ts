import { randomUUID } from 'node:crypto';
import type { AdminPatternValidateInput, Evaluation, LedgerEntry, PatternValidateInput } from '@charter/core';
import {
  createDefaultConstitution,
  evaluateDecision,
  extractFacts,
  matchPatterns,
  PATTERNS,
} from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { UserRecord } from '../store/port';
import { readEveryLedger, readLedger, runDecision } from './decisions';

const entryText = (entry: LedgerEntry) => `${entry.description} ${entry.proposed_action ?? ''}`;

/** The proven patterns with their usage in the user's pattern validations (no invented figures). */
export async function listPatternsWithUsage(ctx: AppContext, owner: UserRecord) {
  return toPatternsWithUsage(await readLedger(ctx, owner));
}

/** The same across every user's ledger: the operator's Pattern Library. */
export async function listPatternsAcrossUsers(ctx: AppContext) {
  return toPatternsWithUsage(await readEveryLedger(ctx));
}

function toPatternsWithUsage(ledger: readonly LedgerEntry[]) {
  const entries = ledger.filter((entry) => entry.source === 'patterns');
  const matchesByEntry = entries.map((entry) => ({
    entry,
    ids: new Set(matchPatterns(entryText(entry)).map((match) => match.pattern.id)),
  }));
  return {
    patterns: PATTERNS.map((pattern) => {
      const matched = matchesByEntry.filter(({ ids }) => ids.has(pattern.id)).map(({ entry }) => entry);
      const approved = matched.filter((entry) => entry.status === 'approved').length;
      return {
        ...pattern,
        usage: {
          decisionsMatched: matched.length,
          approvedShare: matched.length ? Math.round((approved / matched.length) * 100) / 100 : null,
          projects: new Set(matched.flatMap((entry) => (entry.project_id ? [entry.project_id] : []))).size,
        },
      };
    }),
  };
}

/**
 * Confidence (0–100) in the verdict: how much of it rests on facts the evaluator read (structured or from
 * the text) and on proven patterns the implementation matched. A verdict on prose with nothing recognised
 * is a guess, and says so with a low score.
 */
function toConfidence(factsRead: number, violations: number, patternScore: number): number {
  const score =
    30 + Math.min(factsRead, 3) * 15 + Math.min(violations, 2) * 5 + Math.min(patternScore, 4) * 5;
  return Math.max(0, Math.min(100, score));
}

export async function validateArchitecture(
  ctx: AppContext,
  owner: UserRecord,
  input: z.output<typeof PatternValidateInput>,
) {
  const decision = toValidatorDecision(input);
  const { evaluation } = await runDecision(ctx, owner, decision, {
    source: 'patterns',
    actor: `user:${owner.email}`,
  });
  // Success projects: distinct projects whose approved decisions followed the pattern (queued entries written first).
  return toValidationAnswer(input, evaluation, await readLedger(ctx, owner));
}

/**
 * The admin's Architectural Validator: the same judgement against the default constitution of a tier. An
 * admin owns no constitution and no ledger, so the decision is judged and forgotten (its id says so); the
 * success projects are counted across every user's ledger, as in the admin's Pattern Library.
 */
export async function validateArchitectureForAdmin(
  ctx: AppContext,
  input: z.output<typeof AdminPatternValidateInput>,
) {
  const constitution = createDefaultConstitution(input.tier);
  const evaluation = evaluateDecision(toValidatorDecision(input), constitution, {
    decisionId: `demo_${randomUUID()}`,
    now: ctx.now(),
  });
  return {
    ...toValidationAnswer(input, evaluation, await readEveryLedger(ctx)),
    tier: input.tier,
    constitution_version: constitution.version,
    recorded: false as const,
  };
}

const toValidatorDecision = (input: z.output<typeof PatternValidateInput>) => ({
  decision_type: input.decision_type,
  description: input.description,
  proposed_action: input.proposed_implementation,
});

function toValidationAnswer(
  input: z.output<typeof PatternValidateInput>,
  evaluation: Evaluation,
  ledger: readonly LedgerEntry[],
) {
  const matches = matchPatterns(`${input.description} ${input.proposed_implementation}`);
  const approved = ledger.filter((entry) => entry.status === 'approved');
  const factsRead = Object.keys(extractFacts(toValidatorDecision(input)).evidence).length;
  return {
    decision_id: evaluation.decisionId,
    validation: {
      status: evaluation.status,
      confidence_score: toConfidence(factsRead, evaluation.violations.length, matches[0]?.score ?? 0),
      violations: evaluation.violations.map((v) => ({
        rule: v.ruleId,
        message: v.message,
        severity: v.severity,
      })),
      pattern_matches: matches.map(({ pattern }) => ({
        name: pattern.name,
        category: pattern.category,
        success_projects: new Set(
          approved
            .filter((entry) => entry.project_id && matchPatterns(entryText(entry), [pattern]).length > 0)
            .map((entry) => entry.project_id),
        ).size,
      })),
      recommendations: evaluation.recommendations,
    },
  };
}
