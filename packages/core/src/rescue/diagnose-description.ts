import { evaluateDecision } from '../constitution/evaluate-decision';
import type { Constitution, DecisionInput, Violation } from '../constitution/schema';
import { toRecommendations } from '../constitution/to-recommendations';
import { RESCUE_DECISION_TYPE, readDescriptionFacts } from './read-description-facts';
import type { RescueDiagnosis, RescueFinding } from './schema';

export interface DescriptionDiagnosis {
  diagnosis: RescueDiagnosis;
  findings: RescueFinding[];
}

/**
 * Rapid diagnosis: the description is read once (`readDescriptionFacts`), and the constitution judges those
 * facts against its limits, so the facts shown and the findings always agree.
 * @example diagnoseDescription('API calls take 25 seconds', createDefaultConstitution(), { now }).findings[0].ruleId // 'CH-API-001'
 */
export function diagnoseDescription(
  description: string,
  constitution: Constitution,
  options: { now: Date },
): DescriptionDiagnosis {
  const facts = readDescriptionFacts(description);
  // The facts go in as metadata, which the engine reads first: a description reports the project's state,
  // so it adds no dependencies (no "92 new dependencies are not named").
  const metadata: Record<string, unknown> = { new_dependencies: 0 };
  if (facts.directDependencies !== null) metadata.current_dependencies = facts.directDependencies;
  const decision: DecisionInput = { decision_type: RESCUE_DECISION_TYPE, description, metadata };
  const evaluation = evaluateDecision(decision, constitution, {
    decisionId: 'rescue-diagnosis',
    now: options.now,
  });
  const violations: Violation[] = evaluation.violations.map((violation) =>
    violation.evidence.startsWith('metadata.')
      ? { ...violation, evidence: facts.evidence.directDependencies ?? violation.evidence }
      : violation,
  );
  // A state report ("images have no alt text") is a gap the accessibility rule covers, not a change it sees.
  const a11yRule = constitution.rules.find((rule) => rule.kind === 'wcag_level');
  if (facts.accessibilityGap && a11yRule && !violations.some((v) => v.ruleId === a11yRule.id)) {
    violations.push({
      ruleId: a11yRule.id,
      title: a11yRule.title,
      category: a11yRule.category,
      severity: a11yRule.severity,
      enforcement: a11yRule.enforcement,
      threshold: null,
      actual: null,
      unit: null,
      message: `The description says something WCAG 2.1 ${a11yRule.level ?? 'AA'} requires is missing: add it`,
      evidence: facts.accessibilityGap,
    });
  }
  const findings = violations.map((violation): RescueFinding => {
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
  const { directDependencies, ...rest } = facts.evidence;
  const named = {
    currentDependencies: directDependencies,
    ...rest,
    accessibilityGap: facts.accessibilityGap,
  };
  const evidence: Record<string, string> = {};
  for (const [name, quote] of Object.entries(named)) if (quote) evidence[name] = quote;
  return {
    diagnosis: {
      facts: {
        currentDependencies: facts.directDependencies,
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
