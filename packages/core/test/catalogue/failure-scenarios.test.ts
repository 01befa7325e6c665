import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FAILURE_SCENARIOS,
  FailureScenarioSchema,
  generateGovernancePackage,
  YOUR_EXPERIENCE,
} from '../../src/catalogue/index';
import { DecisionSchema } from '../../src/constitution/schema';
import { STANDARD_RULES } from './standard-rules';

const dir = mkdtempSync(join(tmpdir(), 'charter-scenarios-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('FAILURE_SCENARIOS', () => {
  it('holds at least five valid scenarios with unique ids and valid decisions', () => {
    expect(FAILURE_SCENARIOS.length).toBeGreaterThanOrEqual(5);
    expect(new Set(FAILURE_SCENARIOS.map((s) => s.id)).size).toBe(FAILURE_SCENARIOS.length);
    for (const scenario of FAILURE_SCENARIOS) {
      expect(FailureScenarioSchema.safeParse(scenario).success, scenario.id).toBe(true);
      expect(DecisionSchema.safeParse(scenario.decision).success, scenario.id).toBe(true);
    }
  });

  it('marks every story as illustrative, under the three spec keys', () => {
    expect(Object.keys(YOUR_EXPERIENCE).sort()).toEqual(['designPlatform', 'honeybadger', 'semi']);
    for (const text of Object.values(YOUR_EXPERIENCE)) expect(text).toMatch(/^Illustrative story\. We /);
    for (const scenario of FAILURE_SCENARIOS) expect(scenario.story).toMatch(/^Illustrative story\./);
  });

  it('is stopped by the standard constitution as each scenario expects', async () => {
    const file = join(dir, 'constitutional-governance.js');
    const generated = generateGovernancePackage(STANDARD_RULES, {
      generatedAt: 'test',
      constitutionVersion: '1.0.0',
    });
    writeFileSync(file, generated.package);
    const { evaluate } = await import(pathToFileURL(file).href);
    for (const scenario of FAILURE_SCENARIOS) {
      const result = evaluate(scenario.decision);
      expect(result.status, scenario.id).toBe(scenario.expectedStatus);
    }
  });
});
