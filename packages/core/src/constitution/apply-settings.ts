import type { Constitution, ProjectSettings, Rule, RuleKind } from './schema';
import { withRules } from './versioning';

// Which setting overrides which rule kind (Settings tab → constitution).
const SETTING_FOR_KIND: Partial<Record<RuleKind, keyof ProjectSettings>> = {
  max_dependencies: 'dependencyLimit',
  max_api_timeout_ms: 'apiTimeoutMs',
  max_build_seconds: 'buildBudgetSeconds',
};

function toTitle(rule: Rule, threshold: number): string {
  switch (rule.kind) {
    case 'max_dependencies':
      return `At most ${threshold} direct dependencies`;
    case 'max_api_timeout_ms':
      return `Every outbound API call has a timeout of at most ${threshold / 1000} s`;
    case 'max_build_seconds':
      return `Builds finish in ${threshold} s or less`;
    default:
      return rule.title;
  }
}

/**
 * A new constitution whose numeric thresholds follow the project's settings; a patch version when any
 * threshold moved. A setting whose rule the constitution no longer has is ignored: removing a rule is a
 * deliberate (major) decision that a settings form must not undo.
 * @example applyProjectSettings(createDefaultConstitution(), { dependencyLimit: 20 }).version; // '1.0.1'
 */
export function applyProjectSettings(constitution: Constitution, settings: ProjectSettings): Constitution {
  const rules = constitution.rules.map((rule): Rule => {
    const setting = SETTING_FOR_KIND[rule.kind];
    const threshold = setting === undefined ? undefined : settings[setting];
    if (threshold === undefined || threshold === rule.threshold) return rule;
    // Keep a custom title; only the generated default wording names the old number.
    const title =
      rule.threshold !== undefined && rule.title === toTitle(rule, rule.threshold)
        ? toTitle(rule, threshold)
        : rule.title;
    return { ...rule, threshold, title };
  });
  return withRules(constitution, rules);
}
