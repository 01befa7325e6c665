import { describe, expect, it } from 'vitest';
import { applyProjectSettings, createDefaultConstitution, diagnoseDescription } from '../../src/index';

const now = new Date('2026-01-01T00:00:00.000Z');
const constitution = createDefaultConstitution('standard');

describe('diagnoseDescription (rapid diagnosis)', () => {
  it('reads dependency counts, timeouts and build times from the description and judges each', () => {
    const { diagnosis, findings } = diagnoseDescription(
      'The app has 131 dependencies, API calls take 25 seconds before they time out, and the build takes 4 minutes.',
      constitution,
      { now },
    );
    expect(diagnosis.facts).toEqual({ currentDependencies: 131, timeoutMs: 25_000, buildSeconds: 240 });
    expect(diagnosis.evidence.currentDependencies).toContain('131 dependencies');
    expect(diagnosis.constitutionVersion).toBe(constitution.version);
    expect(diagnosis.diagnosedAt).toBe(now.toISOString());
    expect(findings.map((f) => f.ruleId).sort()).toEqual(['CH-API-001', 'CH-BLD-001', 'CH-DEP-001']);
    const deps = findings.find((f) => f.ruleId === 'CH-DEP-001')!;
    expect(deps).toMatchObject({ source: 'description', severity: 'high', occurrences: 1 });
    expect(deps.message).toContain('131 direct dependencies exceed the limit of 50');
    expect(deps.fix).toContain('Remove 81 dependencies');
    const timeout = findings.find((f) => f.ruleId === 'CH-API-001')!;
    expect(timeout.message).toContain('25 s timeout exceeds the limit of 10 s');
    expect(timeout.evidence).toContain('25 seconds');
  });

  it('finds nothing when the numbers are within the limits, and nothing when there are none', () => {
    expect(
      diagnoseDescription(
        'We have 30 dependencies and an 8 second timeout; builds take 40 seconds.',
        constitution,
        {
          now,
        },
      ).findings,
    ).toEqual([]);
    const vague = diagnoseDescription('Everything feels slow and users are unhappy.', constitution, { now });
    expect(vague.findings).toEqual([]);
    expect(vague.diagnosis.facts).toEqual({ currentDependencies: null, timeoutMs: null, buildSeconds: null });
  });

  it("judges against the project's own settings", () => {
    const strict = applyProjectSettings(constitution, {
      dependencyLimit: 20,
      apiTimeoutMs: 5_000,
      buildBudgetSeconds: 30,
    });
    const { findings } = diagnoseDescription('We have 30 dependencies and an 8 second timeout.', strict, {
      now,
    });
    expect(findings.map((f) => f.ruleId).sort()).toEqual(['CH-API-001', 'CH-DEP-001']);
    expect(findings.find((f) => f.ruleId === 'CH-DEP-001')!.message).toContain('limit of 20');
  });
});
