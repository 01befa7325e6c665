import { describe, expect, it } from 'vitest';
import type { RescueFinding } from '../../src/api/rescue-missions';
import { createDefaultConstitution } from '../../src/constitution/default-constitution';
import { diagnoseDescription } from '../../src/rescue/diagnose-description';
import { readDescriptionFacts } from '../../src/rescue/read-description-facts';
import { joinSentences, toRecoveryPlan } from '../../src/rescue/recovery-plan';

const now = new Date('2026-11-27T00:00:00.000Z');

// A real rescue mission showed "Direct dependencies: Not mentioned" beside a finding of "92 direct
// dependencies", a missed "no alt text", the timeout fix listed twice, "seconds.. You described".
const DESCRIPTION =
  'The project pulls in 92 direct dependencies. Checkout hangs because API requests have no timeout. Product images have no alt text.';

describe('readDescriptionFacts: one reading of a rescue description', () => {
  it('reads "pulls in 92 direct dependencies" as the project’s count', () => {
    const facts = readDescriptionFacts(DESCRIPTION);
    expect(facts.directDependencies).toBe(92);
    expect(facts.evidence.directDependencies).toBe('text: "pulls in 92 direct dependencies"');
    expect(facts.timeoutMissing).toBe(true);
  });

  it('picks up "no alt text" and other missing aids, but not the fix of them', () => {
    expect(readDescriptionFacts('Product images have no alt text.').accessibilityGap).toBe(
      'text: "have no alt text"',
    );
    expect(readDescriptionFacts('The forms are missing labels.').accessibilityGap).toBe(
      'text: "missing labels"',
    );
    expect(readDescriptionFacts('We need to fix images without alt text.').accessibilityGap).toBeNull();
    expect(readDescriptionFacts('The checkout is slow.').accessibilityGap).toBeNull();
  });
});

describe('diagnoseDescription: the facts shown and the findings agree', () => {
  it('shows 92 dependencies beside the finding of 92, and finds the missing alt text', () => {
    const { diagnosis, findings } = diagnoseDescription(DESCRIPTION, createDefaultConstitution(), { now });
    expect(diagnosis.facts.currentDependencies).toBe(92);
    expect(diagnosis.evidence.currentDependencies).toBe('text: "pulls in 92 direct dependencies"');
    const dependency = findings.find((f) => f.ruleId === 'CH-DEP-001');
    expect(dependency?.message).toMatch(/^92 direct dependencies exceed the limit of 50/);
    expect(dependency?.evidence).toBe('text: "pulls in 92 direct dependencies"');
    expect(findings.find((f) => f.ruleId === 'CH-A11Y-001')?.evidence).toBe('text: "have no alt text"');
    expect(findings.map((f) => f.ruleId)).toContain('CH-API-001');
    // A description reports what is; it adds no packages to justify.
    expect(findings.map((f) => f.ruleId)).not.toContain('CH-DEP-002');
  });

  it('keeps a count the text states as the project’s ("has 63 dependencies")', () => {
    const { diagnosis } = diagnoseDescription('Our app has 63 dependencies.', createDefaultConstitution(), {
      now,
    });
    expect(diagnosis.facts.currentDependencies).toBe(63);
  });
});

const finding = (overrides: Partial<RescueFinding>): RescueFinding => ({
  source: 'repository',
  ruleId: 'perf/http-timeout-missing',
  title: 'Every outbound HTTP call has a timeout',
  severity: 'high',
  message: 'fetch() without a timeout can hang for ever; give it at most 10 seconds.',
  evidence: 'src/api.ts:12',
  fix: 'Pass AbortSignal.timeout(10000).',
  occurrences: 3,
  ...overrides,
});

describe('toRecoveryPlan: each fix once, in clean sentences', () => {
  it('recommends the timeout fix once when the description and two code rules all find it', () => {
    const { findings } = diagnoseDescription(DESCRIPTION, createDefaultConstitution(), { now });
    const plan = toRecoveryPlan([
      ...findings,
      finding({}),
      finding({ ruleId: 'perf/http-timeout-too-long', message: 'A 30 s timeout exceeds 10 seconds.' }),
    ]);
    const timeout = plan.recommendations.filter((r) => /timeout/i.test(`${r.title} ${r.action}`));
    expect(timeout).toHaveLength(1);
    expect(new Set(plan.recommendations.map((r) => r.action)).size).toBe(plan.recommendations.length);
    const step = plan.plan.find((s) => s.ruleId === 'CH-API-001');
    expect(step?.detail).toContain('Found in 3 places, first at src/api.ts:12.');
  });

  it('never writes "seconds.." between sentences', () => {
    const plan = toRecoveryPlan([
      finding({
        source: 'description',
        ruleId: 'CH-API-001',
        message: 'API calls take 25 seconds.',
        evidence: 'text: "25 seconds."',
      }),
    ]);
    for (const step of plan.plan) expect(step.detail).not.toMatch(/\.\.|\.\s*\./);
    expect(plan.plan[0]?.detail).toMatch(/^API calls take 25 seconds\. You described it: "25 seconds\."/);
  });

  it('joins sentences with exactly one full stop each', () => {
    expect(joinSentences('Wait 10 seconds.', 'You described it: "slow"', '')).toBe(
      'Wait 10 seconds. You described it: "slow".',
    );
  });
});
