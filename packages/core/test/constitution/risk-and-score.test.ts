import { describe, expect, it } from 'vitest';
import {
  assessRisk,
  createDefaultConstitution,
  evaluateDecision,
  scoreViolations,
  toOvershoot,
  type Violation,
} from '../../src/constitution/index';

const NOW = new Date('2026-03-01T12:00:00.000Z');

const violation = (overrides: Partial<Violation> = {}): Violation => ({
  ruleId: 'CH-DEP-001',
  title: 'At most 50 direct dependencies',
  category: 'dependencies',
  severity: 'high',
  enforcement: 'enforced',
  threshold: 50,
  actual: 60,
  unit: 'dependencies',
  message: 'm',
  evidence: 'e',
  ...overrides,
});

describe('assessRisk', () => {
  it.each<[string, Violation[], string]>([
    ['nothing', [], 'LOW'],
    [
      'advisory only',
      [violation({ enforcement: 'advisory', severity: 'low', threshold: null, actual: 2 })],
      'LOW',
    ],
    ['advisory far past its limit', [violation({ enforcement: 'advisory', actual: 500 })], 'LOW'],
    ['enforced, a little over', [violation({ actual: 63 })], 'MEDIUM'],
    ['enforced, just under twice', [violation({ actual: 99 })], 'MEDIUM'],
    ['enforced, twice the limit', [violation({ actual: 100 })], 'HIGH'],
    ['131 dependencies', [violation({ actual: 131 })], 'HIGH'],
    ['missing timeout', [violation({ ruleId: 'CH-API-001', threshold: 10_000, actual: null })], 'MEDIUM'],
    [
      'critical, even advisory',
      [violation({ severity: 'critical', enforcement: 'advisory', threshold: null, actual: null })],
      'HIGH',
    ],
  ])('%s → %s', (_, violations, risk) => {
    expect(assessRisk(violations)).toBe(risk);
  });
});

describe('scoreViolations', () => {
  it('costs each severity its penalty, scaled by overshoot', () => {
    expect(scoreViolations([])).toBe(100);
    expect(scoreViolations([violation({ severity: 'low', threshold: null, actual: null })])).toBe(95);
    expect(scoreViolations([violation({ severity: 'medium', threshold: null, actual: null })])).toBe(85);
    expect(scoreViolations([violation({ actual: 75 })])).toBe(63); // 25 × 1.5 = 37.5
    expect(scoreViolations([violation({ severity: 'critical', actual: 200 })])).toBe(20); // 40 × 2
    expect(
      scoreViolations([
        violation({ severity: 'critical', actual: 200 }),
        violation({ severity: 'critical', actual: 200 }),
      ]),
    ).toBe(0);
  });

  it('treats a missing value on a numeric rule as the largest overshoot', () => {
    expect(toOvershoot(violation({ actual: null }))).toBe(1);
    expect(toOvershoot(violation({ threshold: null, actual: 3 }))).toBe(0);
  });

  it('is lower the further a decision goes past the limit (monotonic)', () => {
    const constitution = createDefaultConstitution();
    const scores = [51, 55, 60, 75, 90, 100, 131].map(
      (total) =>
        evaluateDecision(
          {
            decision_type: 'dependency_addition',
            description: 'x',
            metadata: { current_dependencies: total - 1, new_dependencies: ['zod'] },
          },
          { ...constitution, justifications: { zod: 'validation' } },
          { decisionId: 'd', now: NOW },
        ).score,
    );
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]!);
    expect(scores[0]).toBeGreaterThan(scores.at(-1)!);
    expect(scores.at(-1)).toBe(50);
  });

  it('is lower for a longer timeout', () => {
    const constitution = createDefaultConstitution();
    const score = (timeout_ms: number) =>
      evaluateDecision(
        { decision_type: 'api_call', description: 'x', metadata: { timeout_ms } },
        constitution,
        {
          decisionId: 'd',
          now: NOW,
        },
      ).score!;
    expect(score(12_000)).toBeGreaterThan(score(15_000));
    expect(score(15_000)).toBeGreaterThan(score(25_000));
  });
});

describe('evaluateDecision: risk', () => {
  it('is HIGH for 131 dependencies, MEDIUM for 63, LOW for an unjustified package', () => {
    const constitution = createDefaultConstitution();
    const risk = (metadata: Record<string, unknown>) =>
      evaluateDecision({ decision_type: 'dependency_addition', description: 'x', metadata }, constitution, {
        decisionId: 'd',
        now: NOW,
      }).risk;
    expect(risk({ current_dependencies: 130, new_dependencies: 1 })).toBe('HIGH');
    expect(risk({ current_dependencies: 60, new_dependencies: 3 })).toBe('MEDIUM');
    expect(risk({ current_dependencies: 10, new_dependencies: ['lodash'] })).toBe('LOW');
  });
});
