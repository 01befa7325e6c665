import type { Constitution, ProjectTier, Rule } from './schema';

/**
 * The limits the spec recommends per project tier. `standard` is the product's headline default
 * (50 dependencies, 10 s); `simple` and `complex` take the top of the ranges the spec gives, so a tier
 * never blocks something the spec's guidance calls normal for it.
 */
export const TIER_GUIDANCE = {
  simple: {
    dependencyRange: [15, 25],
    apiTimeoutRangeMs: [5_000, 8_000],
    dependencyLimit: 25,
    apiTimeoutMs: 8_000,
    buildBudgetSeconds: 60,
    summary: 'Simple apps: 15–25 direct dependencies and 5–8 s API timeouts.',
  },
  standard: {
    dependencyRange: [25, 50],
    apiTimeoutRangeMs: [5_000, 10_000],
    dependencyLimit: 50,
    apiTimeoutMs: 10_000,
    buildBudgetSeconds: 60,
    summary: 'Most apps: at most 50 direct dependencies and 10 s API timeouts.',
  },
  complex: {
    dependencyRange: [35, 50],
    apiTimeoutRangeMs: [8_000, 12_000],
    dependencyLimit: 50,
    apiTimeoutMs: 12_000,
    buildBudgetSeconds: 60,
    summary: 'Complex apps: 35–50 direct dependencies and 8–12 s API timeouts.',
  },
} as const satisfies Record<
  ProjectTier,
  {
    dependencyRange: readonly [number, number];
    apiTimeoutRangeMs: readonly [number, number];
    dependencyLimit: number;
    apiTimeoutMs: number;
    buildBudgetSeconds: number;
    summary: string;
  }
>;

/** The version every freshly created constitution starts at. */
export const INITIAL_CONSTITUTION_VERSION = '1.0.0';

function toDependencyRule(limit: number): Rule {
  return {
    id: 'CH-DEP-001',
    kind: 'max_dependencies',
    title: `At most ${limit} direct dependencies`,
    rationale:
      // No failure rates here: the original quoted figures nobody measured (no figure without a source).
      'Every direct dependency is code the team did not write but must update, audit and ship; each one ' +
      'added without a reason makes the next upgrade, audit and build slower.',
    category: 'dependencies',
    severity: 'high',
    enforcement: 'enforced',
    threshold: limit,
    unit: 'dependencies',
  };
}

function toTimeoutRule(limitMs: number): Rule {
  return {
    id: 'CH-API-001',
    kind: 'max_api_timeout_ms',
    title: `Every outbound API call has a timeout of at most ${limitMs / 1000} s`,
    rationale:
      'A call without a bounded timeout hangs the user, the request handler and its socket with it for as ' +
      'long as the upstream does.',
    category: 'api',
    severity: 'high',
    enforcement: 'enforced',
    threshold: limitMs,
    unit: 'ms',
  };
}

function toBuildRule(budgetSeconds: number): Rule {
  return {
    id: 'CH-BLD-001',
    kind: 'max_build_seconds',
    title: `Builds finish in ${budgetSeconds} s or less`,
    rationale:
      'A slow build slows every change and every agent iteration; a minute keeps the feedback loop short ' +
      'enough that people and agents still run it before each commit.',
    category: 'performance',
    severity: 'medium',
    enforcement: 'enforced',
    threshold: budgetSeconds,
    unit: 's',
  };
}

const ACCESSIBILITY_RULE: Rule = {
  id: 'CH-A11Y-001',
  kind: 'wcag_level',
  title: 'Interfaces meet WCAG 2.1 AA',
  rationale:
    'Alt text, labels, visible focus and keyboard access are what make an interface usable for everyone; ' +
    'removing them is a regression even when the screen looks the same.',
  category: 'accessibility',
  severity: 'high',
  enforcement: 'enforced',
  level: 'AA',
};

// Advisory: an unexplained package is worth a question, not a refusal (the count rule does the blocking).
const JUSTIFICATION_RULE: Rule = {
  id: 'CH-DEP-002',
  kind: 'dependency_justification',
  title: 'Every dependency is justified',
  rationale:
    'A one-line reason per package makes the next removal easy and stops agents adding a library for ' +
    'what a few lines of code would do.',
  category: 'dependencies',
  severity: 'low',
  enforcement: 'advisory',
};

/**
 * The five constitutional rules of a `tier` project, with that tier's thresholds.
 * @example toTierRules('simple').find((rule) => rule.id === 'CH-DEP-001')?.threshold; // 25
 */
export function toTierRules(tier: ProjectTier): Rule[] {
  const guidance = TIER_GUIDANCE[tier];
  return [
    toDependencyRule(guidance.dependencyLimit),
    toTimeoutRule(guidance.apiTimeoutMs),
    toBuildRule(guidance.buildBudgetSeconds),
    { ...ACCESSIBILITY_RULE },
    { ...JUSTIFICATION_RULE },
  ];
}

/** The constitutional rules of a `standard` project. Frozen: copy before changing. */
export const DEFAULT_RULES: readonly Rule[] = Object.freeze(
  toTierRules('standard').map((r) => Object.freeze(r)),
);

/**
 * A new constitution (version 1.0.0) holding the default rules with the thresholds of `tier`.
 * @example createDefaultConstitution('complex').rules[1]?.threshold; // 12000
 */
export function createDefaultConstitution(tier: ProjectTier = 'standard'): Constitution {
  return { version: INITIAL_CONSTITUTION_VERSION, tier, rules: toTierRules(tier), justifications: {} };
}
