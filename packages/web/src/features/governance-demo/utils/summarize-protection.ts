import type { ConstitutionalTest } from '../api/run-constitutional-test';

export interface ProtectionSummary {
  total: number;
  blocked: number;
  warned: number;
  passed: number;
  /** Distinct rules that stopped at least one scenario. */
  rulesInvolved: number;
}

/** The investment protection comparison, from what the evaluator actually answered for each scenario. */
export function summarizeProtection(failures: ConstitutionalTest['preventedFailures']): ProtectionSummary {
  const count = (status: string) => failures.filter((f) => f.validation.status === status).length;
  return {
    total: failures.length,
    blocked: count('blocked'),
    warned: count('warning'),
    passed: count('approved'),
    rulesInvolved: new Set(failures.flatMap((f) => f.violatedRules.map((rule) => rule.ruleId))).size,
  };
}
