import { type Constitution, createDefaultConstitution } from '../constitution/index';
import type { DiagnosticLimits } from './types';

/**
 * The numbers a scan checks against, read from a constitution's rules by kind (a repository's
 * `.charter/constitution.json`, or a project's stored one). A rule missing from the constitution falls back
 * to the default constitution's threshold, so a scan never runs without a limit.
 */
export function toDiagnosticLimits(
  constitution: Constitution = createDefaultConstitution(),
): DiagnosticLimits {
  const defaults = createDefaultConstitution(constitution.tier);
  const threshold = (kind: Constitution['rules'][number]['kind']): number | undefined =>
    constitution.rules.find((rule) => rule.kind === kind)?.threshold ??
    defaults.rules.find((rule) => rule.kind === kind)?.threshold;
  return {
    maxDirectDependencies: threshold('max_dependencies') ?? 50,
    maxTimeoutMs: threshold('max_api_timeout_ms') ?? 10_000,
    buildBudgetSeconds: threshold('max_build_seconds') ?? 60,
    justifiedDependencies: new Set(Object.keys(constitution.justifications)),
  };
}
