import {
  applyProjectSettings,
  type Constitution,
  createDefaultConstitution,
  type ProjectSettings,
  type ProjectTier,
  type RuleKind,
} from '@charter/core';

// The setting that carries each numeric rule's threshold, as `charter init`'s flags name them.
const SETTING_OF_KIND: Partial<Record<RuleKind, keyof ProjectSettings>> = {
  max_dependencies: 'dependencyLimit',
  max_api_timeout_ms: 'apiTimeoutMs',
  max_build_seconds: 'buildBudgetSeconds',
};

/** The numeric limits of a constitution, keyed like ProjectSettings (`dependencyLimit`, `apiTimeoutMs`, …). */
export function toThresholds(constitution: Constitution): ProjectSettings {
  const thresholds: ProjectSettings = {};
  for (const rule of constitution.rules) {
    const setting = SETTING_OF_KIND[rule.kind];
    if (setting !== undefined && rule.threshold !== undefined) thresholds[setting] = rule.threshold;
  }
  return thresholds;
}

/**
 * What a tier means in limits, from core's default constitution for it (never a copy of the numbers):
 * the titles of its numeric rules, e.g. "At most 25 direct dependencies · … timeout of at most 8 s · …".
 */
export function describeTierLimits(tier: ProjectTier): string {
  return createDefaultConstitution(tier)
    .rules.filter((rule) => rule.threshold !== undefined)
    .map((rule) => rule.title)
    .join(' · ');
}

/**
 * The constitution after choosing `tier`. A new project gets the tier's defaults. An existing one keeps its
 * justifications, custom rules and wording; when the tier changes, only its numeric thresholds move to the
 * new tier's defaults (versioned by core: a patch). The same tier leaves it exactly as it is, so limits set
 * by hand (`charter init --max-deps 30`) survive a re-run of the interview.
 */
export function toTierConstitution(
  existing: Constitution | undefined,
  tier: ProjectTier | undefined,
): Constitution {
  if (existing === undefined) return createDefaultConstitution(tier ?? 'standard');
  if (tier === undefined || tier === existing.tier) return existing;
  const moved = applyProjectSettings(existing, toThresholds(createDefaultConstitution(tier)));
  return { ...moved, tier };
}
