import { describe, expect, it } from 'vitest';
import type { RescueFinding } from '../../src/index';
import { MAX_PLAN_STEPS, refuseTransition, toRecoveryPlan, toRepositoryFindings } from '../../src/index';

const finding = (overrides: Partial<RescueFinding>): RescueFinding => ({
  source: 'description',
  ruleId: 'CH-API-001',
  title: 'Every outbound API call has a timeout of at most 10 s',
  severity: 'high',
  message: 'A 25 s timeout exceeds the limit of 10 s: lower it to 10 s or request an exception',
  evidence: 'text: "calls take 25 seconds"',
  fix: 'Use AbortSignal.timeout(10000) on the fetch call.',
  occurrences: 1,
  ...overrides,
});

const located = (
  ruleId: string,
  severity: 'critical' | 'high' | 'medium' | 'low',
  file: string,
  line = 1,
) => ({
  ruleId,
  category: 'performance' as const,
  severity,
  file,
  line,
  column: 1,
  message: `${ruleId} in ${file}`,
  evidence: 'fetch(url)',
  fix: `fix ${ruleId}`,
});

describe('toRepositoryFindings (comprehensive analysis)', () => {
  it('groups a scan by rule, counts the places and orders by severity then frequency', () => {
    const findings = toRepositoryFindings({
      findings: [
        located('perf/http-timeout-missing', 'high', 'src/a.ts', 3),
        located('a11y/img-alt', 'medium', 'src/b.tsx'),
        located('perf/http-timeout-missing', 'high', 'src/c.ts'),
        located('deps/too-many', 'critical', 'package.json'),
      ],
      rules: [
        {
          id: 'perf/http-timeout-missing',
          category: 'performance',
          severity: 'high',
          title: 'Outbound HTTP call without a timeout',
          help: '',
        },
      ],
    });
    expect(findings.map((f) => [f.ruleId, f.occurrences])).toEqual([
      ['deps/too-many', 1],
      ['perf/http-timeout-missing', 2],
      ['a11y/img-alt', 1],
    ]);
    expect(findings[1]).toMatchObject({
      source: 'repository',
      title: 'Outbound HTTP call without a timeout',
      evidence: 'src/a.ts:3',
      fix: 'fix perf/http-timeout-missing',
    });
  });

  it('keeps at most the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => located(`rule/${i}`, 'low', 'x.ts'));
    expect(toRepositoryFindings({ findings: many, rules: [] }, 5)).toHaveLength(5);
  });
});

describe('toRecoveryPlan (strategic recommendation)', () => {
  it('makes one recommendation and one step per rule, most severe first, then a measure-again step', () => {
    const { recommendations, plan } = toRecoveryPlan([
      finding({
        ruleId: 'CH-BLD-001',
        severity: 'medium',
        title: 'Builds finish in 60 s or less',
        fix: 'Cache.',
      }),
      finding({}),
      finding({ source: 'repository', evidence: 'src/api.ts:4', occurrences: 3 }),
    ]);
    expect(recommendations.map((r) => r.ruleId)).toEqual(['CH-API-001', 'CH-BLD-001']);
    expect(recommendations[0]!.action).toBe('Use AbortSignal.timeout(10000) on the fetch call.');
    expect(plan.map((s) => s.id)).toEqual(['step-1', 'step-2', 'step-3']);
    expect(plan[0]).toMatchObject({
      title: 'Fix: Every outbound API call has a timeout of at most 10 s',
      done: false,
    });
    expect(plan[0]!.detail).toContain('calls take 25 seconds');
    expect(plan[2]).toMatchObject({ title: 'Measure again', ruleId: null });
  });

  it('says where a repository finding is', () => {
    const { plan } = toRecoveryPlan([
      finding({ source: 'repository', evidence: 'src/api.ts:4', occurrences: 3 }),
    ]);
    expect(plan[0]!.detail).toContain('Found in 3 places, first at src/api.ts:4.');
  });

  it('asks for a measurement, not an invented problem, when nothing was found', () => {
    const { recommendations, plan } = toRecoveryPlan([]);
    expect(recommendations).toEqual([]);
    expect(plan).toHaveLength(1);
    expect(plan[0]!.title).toBe('Measure the problem');
  });

  it('bounds the number of fix steps', () => {
    const many = Array.from({ length: 15 }, (_, i) => finding({ ruleId: `r${i}` }));
    expect(toRecoveryPlan(many).plan).toHaveLength(MAX_PLAN_STEPS + 1);
  });
});

describe('refuseTransition', () => {
  it('allows each call only from its phase and status', () => {
    expect(refuseTransition('analyze', { phase: 'rapid_diagnosis', status: 'gathering_info' })).toBeNull();
    expect(
      refuseTransition('startRecovery', {
        phase: 'strategic_recommendation',
        status: 'recommendations_ready',
      }),
    ).toBeNull();
    expect(
      refuseTransition('complete', { phase: 'guided_recovery', status: 'recommendations_ready' }),
    ).toBeNull();
    expect(refuseTransition('complete', { phase: 'rapid_diagnosis', status: 'gathering_info' })).toMatch(
      /completed from guided recovery \(this mission is in Rapid diagnosis, Gathering info\)/,
    );
    expect(refuseTransition('markStep', { phase: 'guided_recovery', status: 'completed' })).not.toBeNull();
    expect(
      refuseTransition('analyze', { phase: 'comprehensive_analysis', status: 'analyzing' }),
    ).not.toBeNull();
  });
});
