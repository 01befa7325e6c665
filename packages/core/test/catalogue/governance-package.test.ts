import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateGovernancePackage } from '../../src/catalogue/index';
import type { DecisionInput } from '../../src/constitution/schema';
import { STANDARD_RULES } from './standard-rules';

interface Result {
  status: 'approved' | 'blocked' | 'warning';
  violations: { ruleId: string; message: string }[];
}

const generated = generateGovernancePackage(STANDARD_RULES, {
  generatedAt: '2026-11-21T06:00:00.000Z',
  constitutionVersion: '1.0.0',
  justifications: { zod: 'Runtime validation of API input.' },
});

let dir: string;
let file: string;
let evaluate: (decision: DecisionInput) => Result;

// Runs the package as a user would: `node constitutional-governance.js '<json>'`.
function runCli(decision: unknown): { code: number; result: Result } {
  try {
    const out = execFileSync(process.execPath, [file, JSON.stringify(decision)], { encoding: 'utf8' });
    return { code: 0, result: JSON.parse(out) };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, result: JSON.parse(failed.stdout) };
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'charter-governance-'));
  file = join(dir, generated.filename);
  writeFileSync(file, generated.package);
  ({ evaluate } = await import(pathToFileURL(file).href));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('generateGovernancePackage', () => {
  it('names the file and counts the practices the rules came from', () => {
    expect(generated.filename).toBe('constitutional-governance.js');
    expect(generated.practiceCount).toBe(STANDARD_RULES.filter((r) => r.sourcePracticeId).length);
    expect(generated.package).toContain('Generated 2026-11-21T06:00:00.000Z from constitution 1.0.0');
    expect(generated.package).not.toMatch(/^\s*import\s/m);
  });

  it('blocks 131 dependencies from the command line and exits 1', () => {
    const { code, result } = runCli({
      decision_type: 'dependency',
      description: 'Add the remaining UI kits',
      metadata: { current_dependencies: 120, new_dependencies: 11 },
    });
    expect(code).toBe(1);
    expect(result.status).toBe('blocked');
    expect(result.violations).toContainEqual(
      expect.objectContaining({
        ruleId: 'CH-DEP-001',
        message: '131 direct dependencies exceed the limit of 50: remove 81 or request an exception.',
      }),
    );
  });

  it('approves a sound decision from the command line and exits 0', () => {
    const { code, result } = runCli({
      decision_type: 'api_integration',
      description: 'Call the billing API with AbortSignal.timeout(5000) and retry with exponential backoff',
      metadata: { timeout_ms: 5000, current_dependencies: 20, new_dependencies: ['zod'] },
    });
    expect(result).toMatchObject({ status: 'approved', violations: [] });
    expect(code).toBe(0);
  });

  it('exits 2 with a usage line when the argument is not JSON', () => {
    expect(() => execFileSync(process.execPath, [file, 'not json'], { stdio: 'pipe' })).toThrow(
      expect.objectContaining({ status: 2 }),
    );
  });

  it('checks timeouts, builds and accessibility from metadata and text', () => {
    const slow = evaluate({
      decision_type: 'api',
      description: 'Poll the API',
      metadata: { timeout_seconds: 25 },
    });
    expect(slow.status).toBe('blocked');
    expect(slow.violations[0]?.message).toContain('25000 ms timeout exceeds the limit of 10000 ms');
    expect(
      evaluate({ decision_type: 'build', description: 'Bundle', metadata: { build_seconds: 90 } }).status,
    ).toBe('blocked');
    const a11y = evaluate({
      decision_type: 'ui',
      description: 'Lower the bar',
      metadata: { wcag_level: 'A' },
    });
    expect(a11y.violations.map((v) => v.ruleId)).toEqual(['CH-A11Y-001']);
  });

  it('applies practice rules by phrase, honouring noneOf', () => {
    const bad = evaluate({ decision_type: 'ui', description: 'Add outline: none to every button' });
    expect(bad.violations.map((v) => v.ruleId)).toContain('BP-VISIBLE-FOCUS-INDICATOR');
    const fixed = evaluate({
      decision_type: 'ui',
      description: 'Replace outline: none with a :focus-visible ring',
    });
    expect(fixed.violations.map((v) => v.ruleId)).not.toContain('BP-VISIBLE-FOCUS-INDICATOR');
  });

  it('warns (not blocks) on an unjustified dependency and accepts a justified one', () => {
    const added = { decision_type: 'dependency', description: 'Add chart.js for the usage chart' };
    expect(evaluate({ ...added, metadata: { new_dependencies: ['chart.js'] } }).status).toBe('warning');
    expect(
      evaluate({
        ...added,
        metadata: { new_dependencies: ['chart.js'], justification: 'Canvas charts with a11y.' },
      }).status,
    ).toBe('approved');
  });
});
