import { compareText } from './text-order';
import {
  DIAGNOSTIC_CATEGORIES,
  type DiagnosticCategory,
  type Finding,
  type FindingSeverity,
  type RuleMeta,
} from './types';

/**
 * Turning findings into the figures the report shows: a 0–100 score and a status per category, the
 * issues and recommendations of each, and the overall health. Deterministic and explainable:
 *
 * - each rule that fired costs `SEVERITY_WEIGHT[severity] × (1 + ln(count))` points, so the tenth copy of
 *   one problem weighs less than a first occurrence of another, and one noisy rule cannot hide the rest;
 * - score = max(0, round(100 − total cost)); status healthy ≥ 80, warning ≥ 60, critical below;
 * - overall health = the rounded mean of the categories scanned, capped at the top of the worst category's band
 *   (59 while a category is critical, 79 while one is a warning), so the overall word never reads better than
 *   a category's ("Excellent" overall beside a "Critical" Performance).
 */

export const SEVERITY_WEIGHT: Record<FindingSeverity, number> = { critical: 30, high: 15, medium: 7, low: 2 };
export const HEALTHY_SCORE = 80;
export const WARNING_SCORE = 60;

export type DiagnosticStatus = 'healthy' | 'warning' | 'critical';

export const CATEGORY_LABELS: Record<DiagnosticCategory, string> = {
  dependencies: 'Dependencies',
  performance: 'Performance',
  accessibility: 'Accessibility',
  architecture: 'Architecture',
};

/** A reported problem: severity high/medium/low (critical findings are high), plus where it is. */
export interface DiagnosticIssue {
  severity: 'high' | 'medium' | 'low';
  title: string;
  description: string;
  impact: string;
  ruleId: string;
  file: string;
  line: number;
}

export interface DiagnosticRecommendation {
  title: string;
  description: string;
  effort: 'low' | 'medium' | 'high';
  risk: 'low' | 'medium' | 'high';
  /** 1 is the most urgent; the screen sorts ascending. */
  priority: number;
  ruleId: string;
}

export interface CategoryDiagnostic {
  category: DiagnosticCategory;
  label: string;
  status: DiagnosticStatus;
  score: number;
  issues: DiagnosticIssue[];
  recommendations: DiagnosticRecommendation[];
}

export interface DiagnosticSummary {
  diagnostics: CategoryDiagnostic[];
  overallHealth: number;
}

export function toStatus(score: number): DiagnosticStatus {
  if (score >= HEALTHY_SCORE) return 'healthy';
  if (score >= WARNING_SCORE) return 'warning';
  return 'critical';
}

const SEVERITY_ORDER: Record<FindingSeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

function toIssueSeverity(severity: FindingSeverity): DiagnosticIssue['severity'] {
  return severity === 'critical' || severity === 'high' ? 'high' : severity;
}

function toEffort(count: number): DiagnosticRecommendation['effort'] {
  if (count <= 3) return 'low';
  if (count <= 10) return 'medium';
  return 'high';
}

function toRisk(severity: FindingSeverity): DiagnosticRecommendation['risk'] {
  return toIssueSeverity(severity);
}

/** The cost of one rule's findings in one category. */
export function toRuleCost(severity: FindingSeverity, count: number): number {
  return count <= 0 ? 0 : SEVERITY_WEIGHT[severity] * (1 + Math.log(count));
}

/**
 * Scores the findings of a scan. `categories` lists what was scanned (a category not scanned is left out,
 * not reported as perfect); `rules` gives titles and help for the issues and recommendations.
 */
export function summarizeFindings(
  findings: readonly Finding[],
  rules: ReadonlyMap<string, RuleMeta>,
  categories: readonly DiagnosticCategory[] = DIAGNOSTIC_CATEGORIES,
): DiagnosticSummary {
  const diagnostics = categories.map((category): CategoryDiagnostic => {
    const own = findings.filter((finding) => finding.category === category);
    const byRule = new Map<string, Finding[]>();
    for (const finding of own) byRule.set(finding.ruleId, [...(byRule.get(finding.ruleId) ?? []), finding]);

    const ruleGroups = [...byRule.entries()].map(([ruleId, ruleFindings]) => {
      const worst = ruleFindings.reduce<FindingSeverity>(
        (acc, f) => (SEVERITY_ORDER[f.severity] < SEVERITY_ORDER[acc] ? f.severity : acc),
        'low',
      );
      return { ruleId, findings: ruleFindings, worst, cost: toRuleCost(worst, ruleFindings.length) };
    });
    const cost = ruleGroups.reduce((sum, group) => sum + group.cost, 0);
    const score = Math.max(0, Math.round(100 - cost));

    const issues = [...own]
      .sort(
        (a, b) =>
          SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
          compareText(a.file, b.file) ||
          a.line - b.line,
      )
      .map((finding): DiagnosticIssue => {
        const rule = rules.get(finding.ruleId);
        return {
          severity: toIssueSeverity(finding.severity),
          title: rule?.title ?? finding.ruleId,
          description: `${finding.file}:${finding.line}:${finding.column} — ${finding.message}`,
          impact: rule?.help ?? finding.fix,
          ruleId: finding.ruleId,
          file: finding.file,
          line: finding.line,
        };
      });

    const recommendations = [...ruleGroups]
      .sort((a, b) => b.cost - a.cost || compareText(a.ruleId, b.ruleId))
      .map((group, index): DiagnosticRecommendation => {
        const rule = rules.get(group.ruleId);
        const count = group.findings.length;
        const files = new Set(group.findings.map((f) => f.file)).size;
        return {
          title: rule?.title ? `Fix: ${rule.title}` : `Fix ${group.ruleId}`,
          description:
            `${count} finding${count === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}. ${group.findings[0]?.fix ?? ''}`.trim(),
          effort: toEffort(count),
          risk: toRisk(group.worst),
          priority: index + 1,
          ruleId: group.ruleId,
        };
      });

    return {
      category,
      label: CATEGORY_LABELS[category],
      status: toStatus(score),
      score,
      issues,
      recommendations,
    };
  });
  return { diagnostics, overallHealth: toOverallHealth(diagnostics).score };
}

export interface OverallHealth {
  score: number;
  /** The rounded mean of the category scores. */
  mean: number;
  /** The worst category, when it capped the mean. */
  cappedBy: { label: string; status: DiagnosticStatus; cap: number } | null;
}

/**
 * The overall health from the categories: their mean, never above the top of the worst category's band.
 * @example toOverallHealth([{ label: 'Performance', score: 49, status: 'critical' }, { label: 'Dependencies', score: 100, status: 'healthy' }]).score // 59
 */
export function toOverallHealth(
  diagnostics: readonly Pick<CategoryDiagnostic, 'label' | 'score' | 'status'>[],
): OverallHealth {
  if (diagnostics.length === 0) return { score: 100, mean: 100, cappedBy: null };
  const mean = Math.round(diagnostics.reduce((sum, d) => sum + d.score, 0) / diagnostics.length);
  const worst = [...diagnostics].sort((a, b) => a.score - b.score)[0];
  const cap =
    worst?.status === 'critical' ? WARNING_SCORE - 1 : worst?.status === 'warning' ? HEALTHY_SCORE - 1 : 100;
  if (!worst || mean <= cap) return { score: mean, mean, cappedBy: null };
  return { score: cap, mean, cappedBy: { label: worst.label, status: worst.status, cap } };
}

/**
 * The overall health's formula as a sentence the screen shows.
 * @example describeOverallHealth(diagnostics) // 'Mean of 4 categories: 87, capped at 59 because Performance is critical.'
 */
export function describeOverallHealth(
  diagnostics: readonly Pick<CategoryDiagnostic, 'label' | 'score' | 'status'>[],
): string {
  const { mean, cappedBy } = toOverallHealth(diagnostics);
  const parts = diagnostics.map((d) => `${d.label} ${d.score}`).join(' + ');
  const base =
    diagnostics.length === 0
      ? 'No category was scanned: 100.'
      : `Mean of the ${diagnostics.length} categories (${parts}) / ${diagnostics.length} = ${mean}.`;
  return cappedBy
    ? `${base} Capped at ${cappedBy.cap} because ${cappedBy.label} is ${cappedBy.status}: the overall is never better than the worst category's band (healthy ≥ ${HEALTHY_SCORE}, warning ≥ ${WARNING_SCORE}).`
    : `${base} No category pulls it down a band (healthy ≥ ${HEALTHY_SCORE}, warning ≥ ${WARNING_SCORE}).`;
}

/** True when a finding is at or above the `--fail-on` severity. */
export function isAtLeast(severity: FindingSeverity, threshold: FindingSeverity): boolean {
  return SEVERITY_ORDER[severity] <= SEVERITY_ORDER[threshold];
}
