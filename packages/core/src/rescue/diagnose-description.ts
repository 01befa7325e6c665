import { evaluateDecision } from '../constitution/evaluate-decision';
import { extractFacts } from '../constitution/extract-facts';
import type { Constitution, DecisionInput } from '../constitution/schema';
import { toRecommendations } from '../constitution/to-recommendations';
import type { RescueDiagnosis, RescueFinding } from './schema';

/**
 * The decision type the description is evaluated as. It names dependencies, so a project that already has more
 * than its limit counts as over it (the dependency rule only fires for changes that add or keep dependencies).
 */
export const RESCUE_DECISION_TYPE = 'rescue_dependencies_and_performance_review';

export interface DescriptionDiagnosis {
  diagnosis: RescueDiagnosis;
  findings: RescueFinding[];
}

/**
 * Rapid diagnosis: the governance engine reads the problem description (timeouts, dependency counts, build
 * times it mentions) and the constitution judges each against its limit.
 * @example diagnoseDescription('API calls take 25 seconds', createDefaultConstitution(), { now }).findings[0].ruleId // 'CH-API-001'
 */
export function diagnoseDescription(
  description: string,
  constitution: Constitution,
  options: { now: Date },
): DescriptionDiagnosis {
  const decision: DecisionInput = { decision_type: RESCUE_DECISION_TYPE, description };
  const facts = extractFacts(decision);
  const evaluation = evaluateDecision(decision, constitution, {
    decisionId: 'rescue-diagnosis',
    now: options.now,
  });
  const findings = evaluation.violations.map((violation): RescueFinding => {
    const [fix] = toRecommendations([violation], constitution.rules, false);
    return {
      source: 'description',
      ruleId: violation.ruleId,
      title: violation.title,
      severity: violation.severity,
      message: violation.message,
      evidence: violation.evidence,
      fix: fix ?? violation.message,
      occurrences: 1,
    };
  });
  const evidence: Record<string, string> = {};
  for (const [name, quote] of Object.entries(facts.evidence)) if (quote) evidence[name] = quote;
  return {
    diagnosis: {
      facts: {
        currentDependencies: facts.currentDependencies,
        timeoutMs: facts.timeoutMs,
        buildSeconds: facts.buildSeconds,
      },
      evidence,
      constitutionVersion: constitution.version,
      diagnosedAt: options.now.toISOString(),
    },
    findings,
  };
}
