import { describe, expect, it } from 'vitest';
import { PATTERNS } from '../../src/catalogue/patterns';
import { type LedgerEntry, METRIC_ASSUMPTIONS, toMetrics } from '../../src/governance/index';

const now = new Date('2026-11-21T12:00:00Z');
let next = 0;
function entry(overrides: Partial<LedgerEntry>): LedgerEntry {
  next += 1;
  return {
    decision_id: `d${next}`,
    at: '2026-11-21T09:00:00.000Z',
    source: 'external',
    project_id: null,
    project_name: null,
    agent_id: null,
    decision_type: 'general',
    description: 'A decision',
    proposed_action: null,
    status: 'approved',
    score: 100,
    risk: 'LOW',
    violated_rule_ids: [],
    violated_categories: [],
    exception_rebellion_id: null,
    constitution_version: '1.0.0',
    ...overrides,
  };
}

describe('toMetrics', () => {
  it('has no rates without data, and a 30-day timeline ending on the given day', () => {
    const metrics = toMetrics([], { now });
    expect(metrics.totals).toEqual({
      decisions: 0,
      blocked: 0,
      warnings: 0,
      approved: 0,
      exceptions_used: 0,
    });
    expect(metrics.success_metrics.average_success_rate).toBeNull();
    expect(metrics.success_metrics.bug_reduction).toBeNull();
    expect(metrics.success_metrics.total_patterns).toBe(PATTERNS.length);
    expect(metrics.timeline).toHaveLength(30);
    expect(metrics.timeline.at(-1)?.date).toBe('2026-11-21');
    expect(metrics.timeline[0]?.date).toBe('2026-10-23');
  });

  it('counts only decisions agents asked, and values blocked ones by the stated assumptions', () => {
    const blockedDependency = entry({
      status: 'blocked',
      violated_rule_ids: ['CH-DEP-001'],
      violated_categories: ['dependencies'],
      project_id: 'p1',
    });
    const blockedBuild = entry({
      status: 'blocked',
      decision_type: 'build_change',
      violated_rule_ids: ['CH-BLD-001'],
      violated_categories: ['performance'],
      project_id: 'p2',
    });
    const ledger = [
      blockedDependency,
      blockedBuild,
      entry({ status: 'warning' }),
      entry({ status: 'approved', exception_rebellion_id: 'r1', project_id: 'p1' }),
      // The demo stays in the ledger for the audit, and no figure counts it.
      entry({ status: 'blocked', source: 'demo', violated_categories: ['dependencies'] }),
      entry({ status: 'approved', source: 'a2a:planner' }),
    ];
    const metrics = toMetrics(ledger, { now });
    expect(metrics.totals).toEqual({
      decisions: 5,
      blocked: 2,
      warnings: 1,
      approved: 2,
      exceptions_used: 1,
    });
    expect(metrics.risk_mitigation).toEqual({
      dependency_disasters_prevented: 1,
      api_timeout_failures_blocked: 0,
      ui_accessibility_issues_caught: 0,
      deployment_failures_avoided: 1,
    });
    const A = METRIC_ASSUMPTIONS;
    expect(metrics.cost_savings).toEqual({
      checkpoint_fees_avoided: 2 * A.checkpointFee,
      debugging_time_saved: A.dependencyHours,
      maintenance_overhead: A.maintenanceHoursPerDependencyIncident,
      deployment_reliability: A.deploymentHours * A.hourlyRate,
    });
    expect(metrics.success_metrics.average_success_rate).toBe(40);
    expect(metrics.success_metrics.bug_reduction).toBe(60);
    expect(metrics.success_metrics.deployment_success_rate).toBe(0);
    expect(metrics.success_metrics.projects_analyzed).toBe(2);
    expect(metrics.blocked_by_rule).toEqual([
      { ruleId: 'CH-BLD-001', count: 1 },
      { ruleId: 'CH-DEP-001', count: 1 },
    ]);
    expect(metrics.timeline.at(-1)).toEqual({ date: '2026-11-21', decisions: 5, blocked: 2 });
    expect(metrics.assumptions[1]).toBe(`Hours are valued at $${A.hourlyRate} per hour.`);
  });
});
