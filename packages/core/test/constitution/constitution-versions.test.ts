import { describe, expect, it } from 'vitest';
import {
  applyProjectSettings,
  bumpVersion,
  ConstitutionSchema,
  createDefaultConstitution,
  DEFAULT_RULES,
  diffRules,
  evaluateDecision,
  type Rule,
  TIER_GUIDANCE,
  toNextVersion,
  withRules,
} from '../../src/constitution/index';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const threshold = (rules: readonly Rule[], id: string) => rules.find((rule) => rule.id === id)?.threshold;

describe('createDefaultConstitution', () => {
  it('holds the five rules of spec 002 §9 at version 1.0.0 and parses', () => {
    const constitution = createDefaultConstitution();
    expect(ConstitutionSchema.parse(constitution)).toEqual(constitution);
    expect(constitution.version).toBe('1.0.0');
    expect(constitution.rules.map((rule) => rule.id)).toEqual([
      'CH-DEP-001',
      'CH-API-001',
      'CH-BLD-001',
      'CH-A11Y-001',
      'CH-DEP-002',
    ]);
    expect(constitution.rules.map((rule) => rule.enforcement)).toEqual([
      'enforced',
      'enforced',
      'enforced',
      'enforced',
      'advisory',
    ]);
    expect(constitution.rules).toEqual(DEFAULT_RULES);
  });

  it('states no failure rate nobody measured (issue 12: no figure without a source)', () => {
    for (const rule of DEFAULT_RULES) expect(rule.rationale).not.toMatch(/\d+\s?%/);
  });

  it.each([
    ['simple', 25, 8_000],
    ['standard', 50, 10_000],
    ['complex', 50, 12_000],
  ] as const)('%s tier: %i dependencies, %i ms', (tier, dependencies, timeoutMs) => {
    const { rules, tier: stored } = createDefaultConstitution(tier);
    expect(stored).toBe(tier);
    expect(threshold(rules, 'CH-DEP-001')).toBe(dependencies);
    expect(threshold(rules, 'CH-API-001')).toBe(timeoutMs);
    expect(threshold(rules, 'CH-BLD-001')).toBe(60);
    const guidance = TIER_GUIDANCE[tier];
    expect(dependencies).toBeLessThanOrEqual(guidance.dependencyRange[1]);
    expect(timeoutMs).toBeLessThanOrEqual(guidance.apiTimeoutRangeMs[1]);
  });

  it('blocks 26 dependencies on a simple project but not on a standard one', () => {
    const decision = {
      decision_type: 'dependency_addition',
      description: 'x',
      metadata: { current_dependencies: 25, new_dependencies: 1 },
    };
    const on = (tier: 'simple' | 'standard') =>
      evaluateDecision(decision, createDefaultConstitution(tier), { decisionId: 'd', now: NOW }).status;
    expect(on('simple')).toBe('blocked');
    expect(on('standard')).toBe('warning');
  });

  it('allows an 11 s timeout on a complex project only', () => {
    const decision = { decision_type: 'api_call', description: 'x', metadata: { timeout_ms: 11_000 } };
    const on = (tier: 'complex' | 'standard') =>
      evaluateDecision(decision, createDefaultConstitution(tier), { decisionId: 'd', now: NOW }).status;
    expect(on('complex')).toBe('approved');
    expect(on('standard')).toBe('blocked');
  });
});

describe('applyProjectSettings', () => {
  it('overrides each threshold and bumps the patch version', () => {
    const next = applyProjectSettings(createDefaultConstitution(), {
      dependencyLimit: 20,
      apiTimeoutMs: 5_000,
      buildBudgetSeconds: 30,
    });
    expect(next.version).toBe('1.0.1');
    expect(threshold(next.rules, 'CH-DEP-001')).toBe(20);
    expect(threshold(next.rules, 'CH-API-001')).toBe(5_000);
    expect(threshold(next.rules, 'CH-BLD-001')).toBe(30);
    expect(next.rules[0]?.title).toBe('At most 20 direct dependencies');
  });

  it('blocks the 21st dependency under a limit of 20', () => {
    const constitution = applyProjectSettings(createDefaultConstitution(), { dependencyLimit: 20 });
    const evaluation = evaluateDecision(
      { decision_type: 'dependency_addition', description: 'Add the 21st dependency' },
      constitution,
      { decisionId: 'd', now: NOW },
    );
    expect(evaluation.status).toBe('blocked');
    expect(evaluation.violations[0]).toMatchObject({ ruleId: 'CH-DEP-001', actual: 21, threshold: 20 });
  });

  it('keeps the version and the object contents when nothing changes', () => {
    const constitution = createDefaultConstitution();
    expect(applyProjectSettings(constitution, {})).toEqual(constitution);
    expect(applyProjectSettings(constitution, { dependencyLimit: 50 }).version).toBe('1.0.0');
  });

  it('does not change its input, keeps custom titles, and does not restore removed rules', () => {
    const base = createDefaultConstitution();
    const custom = {
      ...base,
      rules: base.rules
        .filter((rule) => rule.id !== 'CH-BLD-001')
        .map((rule) => ({ ...rule, title: `${rule.title}!` })),
    };
    const snapshot = JSON.stringify(custom);
    const next = applyProjectSettings(custom, { dependencyLimit: 30, buildBudgetSeconds: 10 });
    expect(JSON.stringify(custom)).toBe(snapshot);
    expect(next.rules.some((rule) => rule.id === 'CH-BLD-001')).toBe(false);
    expect(next.rules[0]?.title).toBe('At most 50 direct dependencies!');
  });
});

describe('versioning', () => {
  const base = createDefaultConstitution();
  const extra: Rule = { ...DEFAULT_RULES[0]!, id: 'BP-EXTRA', title: 'Extra' };

  it('adding a rule is minor, removing one major, changing one patch, nothing the same', () => {
    expect(toNextVersion(base, [...base.rules, extra])).toBe('1.1.0');
    expect(toNextVersion(base, base.rules.slice(1))).toBe('2.0.0');
    expect(
      toNextVersion(
        base,
        base.rules.map((rule, i) => (i === 1 ? { ...rule, threshold: 9_000 } : rule)),
      ),
    ).toBe('1.0.1');
    expect(
      toNextVersion(
        base,
        base.rules.map((rule) => ({ ...rule })),
      ),
    ).toBe('1.0.0');
  });

  it.each([
    ['severity', { severity: 'critical' }],
    ['enforcement', { enforcement: 'advisory' }],
    ['wording', { rationale: 'Another reason.' }],
  ] as const)('a change of %s is a patch', (_, change) => {
    const rules = base.rules.map((rule, i) => (i === 0 ? { ...rule, ...change } : rule));
    expect(diffRules(base.rules, rules)).toEqual({ added: [], removed: [], changed: ['CH-DEP-001'] });
    expect(toNextVersion(base, rules)).toBe('1.0.1');
  });

  it('a removal outweighs an addition; key order is not a change', () => {
    const reordered = base.rules.map((rule) => Object.fromEntries(Object.entries(rule).reverse()) as Rule);
    expect(diffRules(base.rules, reordered).changed).toEqual([]);
    const swapped = [...base.rules.slice(1), extra];
    expect(diffRules(base.rules, swapped)).toEqual({
      added: ['BP-EXTRA'],
      removed: ['CH-DEP-001'],
      changed: [],
    });
    expect(toNextVersion({ ...base, version: '1.4.2' }, swapped)).toBe('2.0.0');
  });

  it('bumpVersion resets lower parts', () => {
    expect(bumpVersion('1.4.2', 'major')).toBe('2.0.0');
    expect(bumpVersion('1.4.2', 'minor')).toBe('1.5.0');
    expect(bumpVersion('1.4.2', 'patch')).toBe('1.4.3');
    expect(bumpVersion('1.4.2', 'none')).toBe('1.4.2');
  });

  it('withRules returns a new constitution with the rules and the version', () => {
    const next = withRules({ ...base, version: '1.2.3' }, [...base.rules, extra]);
    expect(next.version).toBe('1.3.0');
    expect(next.rules.at(-1)?.id).toBe('BP-EXTRA');
    expect(base.rules).toHaveLength(5);
  });
});
