import { describe, expect, it } from 'vitest';
import {
  createDefaultConstitution,
  type DecisionInput,
  type ExceptionGrant,
  evaluateDecision,
  toDecisionTypeFamily,
} from '../../src/constitution/index';
import { api, dep, GRANT, makeConstitution, NOW, ui } from './fixtures';

describe('evaluateDecision: messages and recommendations', () => {
  const constitution = makeConstitution();

  it('says how many dependencies to remove', () => {
    const evaluation = evaluateDecision(
      dep('x', { current_dependencies: 60, new_dependencies: 3 }),
      constitution,
      {
        decisionId: 'd1',
        now: NOW,
      },
    );
    expect(evaluation.violations[0]?.message).toBe(
      '63 direct dependencies exceed the limit of 50: remove 13 or request an exception',
    );
    expect(evaluation.violations[0]?.evidence).toBe(
      'metadata.current_dependencies + metadata.new_dependencies',
    );
    expect(evaluation.recommendations).toContain(
      'Remove 13 dependencies or split the feature so the project stays within 50.',
    );
    expect(evaluation.recommendations.at(-1)).toBe(
      'Request an exception (a rebellion) if this is necessary.',
    );
  });

  it('names AbortSignal.timeout with the limit', () => {
    const evaluation = evaluateDecision(api('x', { timeout_ms: 25_000 }), constitution, {
      decisionId: 'd1',
      now: NOW,
    });
    expect(evaluation.violations[0]?.message).toBe(
      'A 25 s timeout exceeds the limit of 10 s: lower it to 10 s or request an exception',
    );
    expect(evaluation.recommendations[0]).toContain('AbortSignal.timeout(10000)');
  });

  it('suggests a justification without the exception advice for a warning', () => {
    const evaluation = evaluateDecision(dep('npm install lodash'), constitution, {
      decisionId: 'd1',
      now: NOW,
    });
    expect(evaluation.violations[0]?.message).toBe(
      'lodash has no justification: say why the project needs each',
    );
    expect(evaluation.recommendations).toHaveLength(1);
    expect(evaluation.recommendations[0]).toContain('--why');
    expect(evaluation.risk).toBe('LOW');
  });

  it('quotes the text a fact was read from', () => {
    const evaluation = evaluateDecision(api('Raise the timeout to 30 seconds'), constitution, {
      decisionId: 'd1',
      now: NOW,
    });
    expect(evaluation.violations[0]?.evidence).toBe('text: "the timeout to 30 seconds"');
  });

  it('carries the decision id and constitution version', () => {
    const evaluation = evaluateDecision(
      ui('x'),
      { ...constitution, version: '3.2.1' },
      { decisionId: 'abc', now: NOW },
    );
    expect(evaluation).toMatchObject({
      decisionId: 'abc',
      constitutionVersion: '3.2.1',
      exception: null,
      waived: [],
    });
  });
});

describe('evaluateDecision: exceptions', () => {
  const constitution = createDefaultConstitution();
  const over = (total: number) =>
    dep('Add a charting stack', { current_dependencies: total - 1, new_dependencies: 1 });
  const run = (decision: DecisionInput, exceptions: ExceptionGrant[]) =>
    evaluateDecision(decision, constitution, { decisionId: 'd1', exceptions, now: NOW });

  it('lets a blocked decision through and names the grant', () => {
    const evaluation = run(over(75), [GRANT]);
    expect(evaluation.status).toBe('warning'); // the advisory justification rule still asks
    expect(evaluation.violations.map((v) => v.ruleId)).toEqual(['CH-DEP-002']);
    expect(evaluation.waived.map((v) => v.ruleId)).toEqual(['CH-DEP-001']);
    expect(evaluation.exception).toEqual({ rebellionId: 'reb_1', ruleIds: ['CH-DEP-001'] });
  });

  it('approves when the grant covers every violation', () => {
    const evaluation = run(api('x', { timeout_ms: 20_000 }), [{ ...GRANT, ruleIds: ['CH-API-001'] }]);
    expect(evaluation).toMatchObject({ status: 'approved', verdict: 'allow', score: 100, risk: 'LOW' });
    expect(evaluation.exception?.rebellionId).toBe('reb_1');
  });

  it('ignores an expired grant', () => {
    const evaluation = run(over(75), [{ ...GRANT, expiresAt: '2026-02-28T00:00:00.000Z' }]);
    expect(evaluation.status).toBe('blocked');
    expect(evaluation.exception).toBeNull();
    expect(evaluation.waived).toEqual([]);
  });

  it('treats the expiry instant as expired and an unreadable expiry as expired', () => {
    expect(run(over(75), [{ ...GRANT, expiresAt: NOW.toISOString() }]).status).toBe('blocked');
    expect(run(over(75), [{ ...GRANT, expiresAt: 'next week' }]).status).toBe('blocked');
  });

  it('honours a grant without expiry', () => {
    expect(run(over(75), [{ ...GRANT, expiresAt: null }]).waived).toHaveLength(1);
  });

  it("waives up to the rule's ceiling only", () => {
    const capped = { ...GRANT, ceilings: { 'CH-DEP-001': 80 } };
    expect(run(over(75), [capped]).status).not.toBe('blocked');
    expect(run(over(80), [capped]).status).not.toBe('blocked');
    const tooMany = run(over(131), [capped]);
    expect(tooMany.status).toBe('blocked');
    expect(tooMany.violations[0]?.actual).toBe(131);
    expect(tooMany.exception).toBeNull();
  });

  it('does not apply a grant for another decision type', () => {
    const evaluation = run(over(75), [{ ...GRANT, decisionType: 'api_call' }]);
    expect(evaluation.status).toBe('blocked');
    expect(run(over(75), [{ ...GRANT, decisionType: 'dependency_addition' }]).status).toBe('warning');
  });

  it('applies a grant only to the project it was approved for', () => {
    const forA = { ...GRANT, projectId: 'p_a', projectName: null };
    const inProject = (projectId: string | null, projectName: string | null) =>
      evaluateDecision(over(75), constitution, {
        decisionId: 'd1',
        exceptions: [forA],
        now: NOW,
        scope: { projectId, projectName },
      }).status;
    expect(inProject('p_a', 'A')).not.toBe('blocked');
    expect(inProject('p_b', 'B')).toBe('blocked');
    expect(inProject(null, 'no such project')).toBe('blocked');
    expect(inProject(null, null)).toBe('blocked');
    // A grant with no project covers only decisions that name none.
    expect(run(over(75), [GRANT]).status).not.toBe('blocked');
    const unscoped = (projectName: string | null) =>
      evaluateDecision(over(75), constitution, {
        decisionId: 'd1',
        exceptions: [GRANT],
        now: NOW,
        scope: { projectId: null, projectName },
      }).status;
    expect(unscoped('A')).toBe('blocked');
    // A grant for a project known only by name matches that name, whatever its case.
    const byName = { ...GRANT, projectName: 'Shop' };
    expect(
      evaluateDecision(over(75), constitution, {
        decisionId: 'd1',
        exceptions: [byName],
        now: NOW,
        scope: { projectId: null, projectName: 'shop' },
      }).status,
    ).not.toBe('blocked');
  });

  it('refuses a grant with no use left', () => {
    expect(run(over(75), [{ ...GRANT, usesLeft: 0 }]).status).toBe('blocked');
    expect(run(over(75), [{ ...GRANT, usesLeft: 1 }]).status).not.toBe('blocked');
  });

  it('does not apply a grant for another rule', () => {
    expect(run(over(75), [{ ...GRANT, ruleIds: ['CH-API-001'] }]).status).toBe('blocked');
  });

  it('does not waive a missing timeout under a ceiling', () => {
    const evaluation = run(api('fetch without timeout'), [
      { ...GRANT, ruleIds: ['CH-API-001'], ceilings: { 'CH-API-001': 20_000 } },
    ]);
    expect(evaluation.status).toBe('blocked');
  });
});

describe('evaluateDecision: justifications carried by the decision', () => {
  const constitution = makeConstitution();
  const adding = (justifications?: unknown) =>
    dep('add charting', {
      current_dependencies: 10,
      new_dependencies: ['chart.js', 'dayjs'],
      justifications,
    });

  it('warns about added packages nobody justified', () => {
    const evaluation = evaluateDecision(adding(), constitution, { decisionId: 'j1', now: NOW });
    expect(evaluation.status).toBe('warning');
    expect(evaluation.violations.map((v) => v.ruleId)).toEqual(['CH-DEP-002']);
  });

  it('approves when the decision justifies every package it adds', () => {
    const evaluation = evaluateDecision(
      adding({ 'chart.js': 'charts on the billing page', dayjs: 'date maths for invoices' }),
      constitution,
      { decisionId: 'j2', now: NOW },
    );
    expect(evaluation.status).toBe('approved');
  });

  it('still warns for a package left unjustified or given a blank reason', () => {
    const evaluation = evaluateDecision(adding({ 'chart.js': 'charts', dayjs: '  ' }), constitution, {
      decisionId: 'j3',
      now: NOW,
    });
    expect(evaluation.status).toBe('warning');
    expect(evaluation.violations[0]?.message).toContain('dayjs');
    expect(evaluation.violations[0]?.message).not.toContain('chart.js');
  });

  it('ignores justifications that are not a name-to-reason object', () => {
    for (const bad of [['chart.js'], 'chart.js', 42, null]) {
      expect(evaluateDecision(adding(bad), constitution, { decisionId: 'j4', now: NOW }).status).toBe(
        'warning',
      );
    }
  });
});

describe('evaluateDecision: a decision no rule covers (issue 12)', () => {
  const constitution = createDefaultConstitution();
  const judge = (decision: DecisionInput) =>
    evaluateDecision(decision, constitution, { decisionId: 'd1', now: new Date('2026-03-01T00:00:00Z') });

  it('answers warning with no score for an unknown type that states nothing a rule measures', () => {
    const evaluation = judge({ decision_type: 'launch_rockets', description: 'Launch the rockets at noon' });
    expect(evaluation).toMatchObject({ status: 'warning', verdict: 'ask', score: null, covered: false });
    expect(evaluation.recommendations[0]).toMatch(/^No rule covers this type \("launch_rockets"\)/);
    expect(evaluation.recommendations[0]).toContain('dependencies (depend, package');
  });

  it('still judges an unknown type by what it states, and a known type as before', () => {
    const stated = judge({
      decision_type: 'launch_rockets',
      description: 'Add the rocket SDKs',
      metadata: { current_dependencies: 200, new_dependencies: 1 },
    });
    expect(stated).toMatchObject({ status: 'blocked', covered: true });
    expect(judge({ decision_type: 'refactor', description: 'Extract the mapper' })).toMatchObject({
      status: 'approved',
      score: 100,
      covered: true,
    });
  });

  it('recognises type families by their words', () => {
    expect(toDecisionTypeFamily('dependency_addition')).toBe('dependencies');
    expect(toDecisionTypeFamily('api_call')).toBe('api');
    expect(toDecisionTypeFamily('ui_change')).toBe('ui');
    expect(toDecisionTypeFamily('launch_rockets')).toBeNull();
    expect(toDecisionTypeFamily('quiz')).toBeNull();
  });
});
