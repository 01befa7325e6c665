import type { DiagnosticLimits, Finding, RuleMeta } from './types';

export const buildOverBudgetRule: RuleMeta = {
  id: 'perf/build-over-budget',
  category: 'performance',
  severity: 'high',
  title: 'Build slower than the budget',
  help:
    'A slow build slows every agent iteration and every deploy. The constitution sets a build budget; ' +
    'split the work, cache it, or drop what the build does not need.',
};

export const buildFailedRule: RuleMeta = {
  id: 'perf/build-failed',
  category: 'performance',
  severity: 'critical',
  title: 'Build script failed',
  help: 'The project’s build script exited with an error, so its time could not be checked.',
};

export const BUILD_RULES: readonly RuleMeta[] = [buildOverBudgetRule, buildFailedRule];

export interface BuildMeasurement {
  /** The command that ran, e.g. `pnpm run build`. */
  command: string;
  seconds: number;
  exitCode: number;
  /** Where the build script is declared, for the finding's location. */
  manifest: { file: string; line: number; column: number; evidence: string };
}

/** The finding for a measured build (`charter check --build`), or none when it passed within budget. */
export function checkBuildTime(build: BuildMeasurement, limits: DiagnosticLimits): Finding[] {
  const seconds = Math.round(build.seconds * 10) / 10;
  const where = {
    file: build.manifest.file,
    line: build.manifest.line,
    column: build.manifest.column,
    evidence: build.manifest.evidence,
  };
  if (build.exitCode !== 0) {
    return [
      {
        ruleId: buildFailedRule.id,
        category: 'performance',
        severity: buildFailedRule.severity,
        ...where,
        message: `\`${build.command}\` exited with code ${build.exitCode} after ${seconds} s.`,
        fix: `Run \`${build.command}\` and fix the first error it prints.`,
      },
    ];
  }
  if (build.seconds <= limits.buildBudgetSeconds) return [];
  return [
    {
      ruleId: buildOverBudgetRule.id,
      category: 'performance',
      severity: buildOverBudgetRule.severity,
      ...where,
      message: `\`${build.command}\` took ${seconds} s; the budget is ${limits.buildBudgetSeconds} s.`,
      fix: 'Profile the build (which step dominates?), cache or parallelise it, or move work out of it.',
    },
  ];
}
