import { PATTERNS } from '../catalogue/patterns';
import { AGENT_DECISIONS_NOTE, isAgentDecision } from './agent-decisions';
import type { LedgerEntry, Metrics } from './schema';

/**
 * Per-incident estimates behind the money and hours figures. They are assumptions, not measurements, and
 * the answer lists them so the ROI screen can show them next to the numbers.
 */
export const METRIC_ASSUMPTIONS = {
  hourlyRate: 100,
  dependencyHours: 8,
  apiTimeoutHours: 4,
  accessibilityHours: 2,
  deploymentHours: 3,
  maintenanceHoursPerDependencyIncident: 2,
  checkpointFee: 0.25,
} as const;

const A = METRIC_ASSUMPTIONS;
const ASSUMPTION_TEXT = [
  AGENT_DECISIONS_NOTE,
  `Hours are valued at $${A.hourlyRate} per hour.`,
  `A prevented dependency disaster (a blocked dependency decision) saves ${A.dependencyHours} hours of debugging and ${A.maintenanceHoursPerDependencyIncident} hours of maintenance.`,
  `A blocked API timeout failure saves ${A.apiTimeoutHours} hours of debugging.`,
  `A caught accessibility issue saves ${A.accessibilityHours} hours of rework.`,
  `An avoided deployment or build failure saves ${A.deploymentHours} hours (counted as deployment reliability, in dollars).`,
  `Each blocked decision avoids one rollback checkpoint of an agent platform at $${A.checkpointFee.toFixed(2)}.`,
  'Bug reduction is the share of decisions stopped (blocked or warned) before they shipped; success rates are shares of approved decisions. All are null without data.',
];

const TIMELINE_DAYS = 30;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const share = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100) : null);

const hasRule = (entry: LedgerEntry, prefix: string) =>
  entry.violated_rule_ids.some((id) => id.startsWith(prefix));
const isDependency = (e: LedgerEntry) => e.violated_categories.includes('dependencies');
// Timeouts are API rules; CH-BLD-001 (build time) is a performance rule but belongs with deployments.
const isApiTimeout = (e: LedgerEntry) =>
  e.violated_categories.includes('api') ||
  (e.violated_categories.includes('performance') && !hasRule(e, 'CH-BLD'));
const isAccessibility = (e: LedgerEntry) => e.violated_categories.includes('accessibility');
const isDeployment = (e: LedgerEntry) => e.violated_categories.includes('deployment') || hasRule(e, 'CH-BLD');
const isDeploymentDecision = (e: LedgerEntry) =>
  /deploy|build|release|ci\b/i.test(e.decision_type) || isDeployment(e);

/**
 * ROI analytics from a ledger: counts are real, money and hours follow the stated assumptions. The timeline
 * covers the 30 days ending on `now`.
 * @example toMetrics([], { now: new Date() }).totals.decisions; // 0
 */
export function toMetrics(ledger: readonly LedgerEntry[], { now }: { now: Date }): Metrics {
  // Demo and validator runs stay in the ledger for the audit, but no figure counts them.
  const entries = ledger.filter(isAgentDecision);
  const blocked = entries.filter((e) => e.status === 'blocked');
  const warnings = entries.filter((e) => e.status === 'warning').length;
  const approved = entries.filter((e) => e.status === 'approved').length;

  const byRule = new Map<string, number>();
  for (const entry of blocked) {
    for (const id of entry.violated_rule_ids) byRule.set(id, (byRule.get(id) ?? 0) + 1);
  }
  const risk = {
    dependency_disasters_prevented: blocked.filter(isDependency).length,
    api_timeout_failures_blocked: blocked.filter(isApiTimeout).length,
    ui_accessibility_issues_caught: blocked.filter(isAccessibility).length,
    deployment_failures_avoided: blocked.filter(isDeployment).length,
  };
  const debuggingHours =
    risk.dependency_disasters_prevented * A.dependencyHours +
    risk.api_timeout_failures_blocked * A.apiTimeoutHours +
    risk.ui_accessibility_issues_caught * A.accessibilityHours;

  const deploymentDecisions = entries.filter(isDeploymentDecision);
  const today = now;
  const timeline = Array.from({ length: TIMELINE_DAYS }, (_, i) => {
    const day = new Date(today.getTime() - (TIMELINE_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const onDay = entries.filter((e) => e.at.slice(0, 10) === day);
    return {
      date: day,
      decisions: onDay.length,
      blocked: onDay.filter((e) => e.status === 'blocked').length,
    };
  });

  return {
    cost_savings: {
      checkpoint_fees_avoided: round(blocked.length * A.checkpointFee, 2),
      debugging_time_saved: debuggingHours,
      maintenance_overhead: risk.dependency_disasters_prevented * A.maintenanceHoursPerDependencyIncident,
      deployment_reliability: risk.deployment_failures_avoided * A.deploymentHours * A.hourlyRate,
    },
    risk_mitigation: risk,
    success_metrics: {
      average_success_rate: share(approved, entries.length),
      deployment_success_rate: share(
        deploymentDecisions.filter((e) => e.status === 'approved').length,
        deploymentDecisions.length,
      ),
      total_patterns: PATTERNS.length,
      projects_analyzed: new Set(entries.flatMap((e) => (e.project_id ? [e.project_id] : []))).size,
      bug_reduction: share(blocked.length + warnings, entries.length),
    },
    totals: {
      decisions: entries.length,
      blocked: blocked.length,
      warnings,
      approved,
      exceptions_used: entries.filter((e) => e.exception_rebellion_id !== null).length,
    },
    blocked_by_rule: [...byRule]
      .map(([ruleId, count]) => ({ ruleId, count }))
      .sort((a, b) => b.count - a.count || a.ruleId.localeCompare(b.ruleId)),
    timeline,
    assumptions: ASSUMPTION_TEXT,
  };
}
