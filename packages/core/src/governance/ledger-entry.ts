import type { DecisionInput, Evaluation } from '../constitution/schema';
import type { LedgerEntry, LedgerSource, ValidationResult } from './schema';

export interface LedgerEntryContext {
  /** When the decision was evaluated (ISO 8601). */
  at: string;
  source: LedgerSource;
  projectId?: string | null;
  projectName?: string | null;
}

/**
 * The ledger's record of one evaluated decision: the server's ledger and the CLI's `.charter/ledger.json`
 * hold the same shape, so `charter log` and the console read alike.
 * @example toLedgerEntry(decision, evaluation, { at: now.toISOString(), source: 'cli' }).status; // 'blocked'
 */
export function toLedgerEntry(
  decision: DecisionInput,
  evaluation: Evaluation,
  context: LedgerEntryContext,
): LedgerEntry {
  return {
    decision_id: evaluation.decisionId,
    at: context.at,
    source: context.source,
    project_id: context.projectId ?? null,
    project_name: context.projectName ?? null,
    agent_id: decision.agent_id ?? null,
    decision_type: decision.decision_type.trim(),
    description: decision.description.trim(),
    proposed_action: decision.proposed_action?.trim() || null,
    status: evaluation.status,
    score: evaluation.score,
    risk: evaluation.risk,
    violated_rule_ids: evaluation.violations.map((v) => v.ruleId),
    violated_categories: [...new Set(evaluation.violations.map((v) => v.category))],
    violated_values: Object.fromEntries(
      evaluation.violations.map((v) => [v.ruleId, { actual: v.actual, unit: v.unit }]),
    ),
    exception_rebellion_id: evaluation.exception?.rebellionId ?? null,
    constitution_version: evaluation.constitutionVersion,
  };
}

/**
 * The API's view of an evaluation (snake_case, as `/api/external/validate` answers it).
 * @example toValidationResult(evaluation).violated_rules.length; // 1
 */
export function toValidationResult(evaluation: Evaluation): ValidationResult {
  return {
    status: evaluation.status,
    score: evaluation.score,
    covered: evaluation.covered,
    risk: evaluation.risk,
    violated_rules: evaluation.violations,
    waived_rules: evaluation.waived,
    recommendations: evaluation.recommendations,
    exception: evaluation.exception
      ? { rebellion_id: evaluation.exception.rebellionId, rule_ids: evaluation.exception.ruleIds }
      : null,
  };
}
