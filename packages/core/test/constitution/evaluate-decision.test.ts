import { describe, expect, it } from 'vitest';
import {
  type Constitution,
  createDefaultConstitution,
  type DecisionInput,
  EvaluationSchema,
  type ExceptionGrant,
  evaluateDecision,
  type Rule,
  type ValidationStatus,
} from '../../src/constitution/index';

const NOW = new Date('2026-03-01T12:00:00.000Z');

const PLAIN_TEXT_PASSWORDS: Rule = {
  id: 'BP-PLAINTEXT-PASSWORDS',
  kind: 'pattern',
  title: 'Passwords are hashed, never stored in plain text',
  rationale: 'A leaked table of plain-text passwords compromises every account at once.',
  category: 'security',
  severity: 'critical',
  enforcement: 'enforced',
  match: {
    decisionTypes: [],
    anyOf: ['plain text password', 'plaintext password', 'store passwords in plain text'],
    noneOf: ['hash', 'bcrypt', 'argon2'],
  },
  sourcePracticeId: 'hash-passwords',
};

// The default constitution plus one generated pattern rule, and one justified package.
function makeConstitution(): Constitution {
  const base = createDefaultConstitution();
  return {
    ...base,
    rules: [...base.rules, PLAIN_TEXT_PASSWORDS],
    justifications: { zod: 'Validates input' },
  };
}

interface Row {
  name: string;
  decision: DecisionInput;
  status: ValidationStatus;
  ruleIds: string[];
  /** The actual value of the first violation, when it is numeric. */
  actual?: number | null;
}

const dep = (description: string, metadata: Record<string, unknown> = {}): DecisionInput => ({
  decision_type: 'dependency_addition',
  description,
  metadata,
});
const api = (description: string, metadata: Record<string, unknown> = {}): DecisionInput => ({
  decision_type: 'api_call',
  description,
  metadata,
});
const ui = (description: string): DecisionInput => ({ decision_type: 'ui_change', description });

const ROWS: Row[] = [
  // Passes.
  {
    name: 'adding alt text',
    decision: ui('Add alt text to all product images'),
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'adding aria labels',
    decision: ui('Add aria labels to the icon buttons'),
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'a 5 s timeout',
    decision: api('Call the billing API with a 5 s timeout'),
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'timeout of exactly 10 000 ms',
    decision: api('fetch orders', { timeout_ms: 10_000 }),
    status: 'approved',
    ruleIds: [],
  },
  {
    name: '"10,000 ms" in text',
    decision: api('Set the request timeout to 10,000 ms'),
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'the 21st dependency (justified)',
    decision: dep('Add zod as the 21st dependency', { packages: ['zod'] }),
    status: 'approved',
    ruleIds: [],
  },
  {
    name: '50 dependencies exactly',
    decision: dep('Add zod', { current_dependencies: 49, new_dependencies: ['zod'] }),
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'build of 45 s',
    decision: { decision_type: 'build_config', description: 'Build takes 45 seconds after the change' },
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'build of exactly 60 s',
    decision: { decision_type: 'build_config', description: 'x', metadata: { build_seconds: 60 } },
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'a sleep in a test',
    decision: { decision_type: 'testing', description: 'Sleep 30 seconds in the e2e test before asserting' },
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'a jest timeout',
    decision: {
      decision_type: 'testing',
      description: 'Raise the jest timeout to 30 seconds for slow suites',
    },
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'a session timeout',
    decision: { decision_type: 'auth', description: 'Session timeout of 30 minutes' },
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'fixing missing alt text',
    decision: ui('Fix images without alt text on the landing page'),
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'hashing passwords',
    decision: {
      decision_type: 'security',
      description: 'Replace the plaintext password column with bcrypt hashes',
    },
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'removing dependencies',
    decision: dep('Remove 13 dependencies from a project with 63 dependencies'),
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'a refactor with no facts',
    decision: { decision_type: 'refactor', description: 'Extract the invoice mapper into its own module' },
    status: 'approved',
    ruleIds: [],
  },
  {
    name: 'keeping WCAG AA',
    decision: ui('Redesign the checkout, keeping WCAG 2.1 AA'),
    status: 'approved',
    ruleIds: [],
  },
  // Blocks.
  {
    name: '131 dependencies',
    decision: dep('Project with 131 dependencies; add zod', { packages: ['zod'] }),
    status: 'blocked',
    ruleIds: ['CH-DEP-001'],
    actual: 132,
  },
  {
    name: '131 dependencies in metadata',
    decision: dep('Add a charting stack', { current_dependencies: 131 }),
    status: 'blocked',
    ruleIds: ['CH-DEP-001'],
    actual: 131,
  },
  {
    name: 'install 75 packages on 10',
    decision: dep('Install 75 packages for the admin panel', { current_dependencies: 10 }),
    status: 'blocked',
    ruleIds: ['CH-DEP-001', 'CH-DEP-002'],
    actual: 85,
  },
  {
    name: '51 dependencies',
    decision: dep('Add zod', { current_dependencies: 50, new_dependencies: ['zod'] }),
    status: 'blocked',
    ruleIds: ['CH-DEP-001'],
    actual: 51,
  },
  {
    name: 'timeout 25 000 ms',
    decision: api('fetch the report', { timeout_ms: 25_000 }),
    status: 'blocked',
    ruleIds: ['CH-API-001'],
    actual: 25_000,
  },
  {
    name: 'timeout 10 001 ms',
    decision: api('fetch the report', { timeout_ms: 10_001 }),
    status: 'blocked',
    ruleIds: ['CH-API-001'],
    actual: 10_001,
  },
  {
    name: 'raise the timeout to 30 seconds',
    decision: api('Raise the timeout to 30 seconds so the export finishes'),
    status: 'blocked',
    ruleIds: ['CH-API-001'],
    actual: 30_000,
  },
  {
    name: '"25000ms" in text',
    decision: api('Set axios timeout 25000ms'),
    status: 'blocked',
    ruleIds: ['CH-API-001'],
    actual: 25_000,
  },
  {
    name: 'timeout_seconds',
    decision: api('x', { timeout_seconds: 12 }),
    status: 'blocked',
    ruleIds: ['CH-API-001'],
    actual: 12_000,
  },
  {
    name: 'a 1 minute timeout',
    decision: api('Set a 1 minute timeout on the upstream call'),
    status: 'blocked',
    ruleIds: ['CH-API-001'],
    actual: 60_000,
  },
  {
    name: 'fetch without timeout',
    decision: api('Fetch exchange rates without timeout'),
    status: 'blocked',
    ruleIds: ['CH-API-001'],
    actual: null,
  },
  {
    name: 'timeout_ms 0 (axios: none)',
    decision: api('x', { timeout_ms: 0 }),
    status: 'blocked',
    ruleIds: ['CH-API-001'],
    actual: null,
  },
  {
    name: 'api call takes 25 seconds',
    decision: { decision_type: 'feature', description: 'The API call takes 25 seconds to answer' },
    status: 'blocked',
    ruleIds: ['CH-API-001'],
    actual: 25_000,
  },
  {
    name: 'remove alt text',
    decision: ui('Remove alt text from images'),
    status: 'blocked',
    ruleIds: ['CH-A11Y-001'],
    actual: null,
  },
  {
    name: 'drop the aria-label',
    decision: ui('Drop the aria-label on the close button'),
    status: 'blocked',
    ruleIds: ['CH-A11Y-001'],
  },
  {
    name: 'remove focus outline',
    decision: ui('Remove focus outline because it looks odd'),
    status: 'blocked',
    ruleIds: ['CH-A11Y-001'],
  },
  {
    name: 'outline: none',
    decision: ui('Set outline: none on buttons'),
    status: 'blocked',
    ruleIds: ['CH-A11Y-001'],
  },
  {
    name: 'disable keyboard navigation',
    decision: ui('Disable keyboard navigation in the carousel'),
    status: 'blocked',
    ruleIds: ['CH-A11Y-001'],
  },
  {
    name: 'WCAG A only',
    decision: { decision_type: 'ui_change', description: 'Ship the page', metadata: { wcag_level: 'A' } },
    status: 'blocked',
    ruleIds: ['CH-A11Y-001'],
  },
  {
    name: 'build 90 s',
    decision: {
      decision_type: 'build_config',
      description: 'Add image optimisation; the build takes 90 seconds',
    },
    status: 'blocked',
    ruleIds: ['CH-BLD-001'],
    actual: 90,
  },
  {
    name: 'build_time "2 minutes"',
    decision: { decision_type: 'build_config', description: 'x', metadata: { build_time: '2 minutes' } },
    status: 'blocked',
    ruleIds: ['CH-BLD-001'],
    actual: 120,
  },
  {
    name: 'pattern rule',
    decision: { decision_type: 'security', description: 'Store passwords in plain text for the demo' },
    status: 'blocked',
    ruleIds: ['BP-PLAINTEXT-PASSWORDS'],
    actual: null,
  },
  {
    name: 'two rules at once',
    decision: api('Fetch without timeout and remove alt text'),
    status: 'blocked',
    ruleIds: ['CH-API-001', 'CH-A11Y-001'],
  },
  // Warnings: only the advisory justification rule.
  {
    name: 'unjustified package',
    decision: dep('npm install lodash'),
    status: 'warning',
    ruleIds: ['CH-DEP-002'],
    actual: 1,
  },
  {
    name: 'unjustified packages in metadata',
    decision: dep('x', { current_dependencies: 12, dependencies: ['axios', 'zod', 'dayjs'] }),
    status: 'warning',
    ruleIds: ['CH-DEP-002'],
    actual: 2,
  },
  {
    name: 'unnamed dependencies',
    decision: dep('Add 3 dependencies', { current_dependencies: 20 }),
    status: 'warning',
    ruleIds: ['CH-DEP-002'],
    actual: 3,
  },
];

describe('evaluateDecision: decision table', () => {
  const constitution = makeConstitution();
  it.each(ROWS)('$name → $status $ruleIds', ({ decision, status, ruleIds, actual }) => {
    const evaluation = evaluateDecision(decision, constitution, { decisionId: 'd1', now: NOW });
    expect(evaluation.status).toBe(status);
    expect(evaluation.violations.map((v) => v.ruleId)).toEqual(ruleIds);
    expect(evaluation.verdict).toBe({ approved: 'allow', blocked: 'deny', warning: 'ask' }[status]);
    if (actual !== undefined) expect(evaluation.violations[0]?.actual).toBe(actual);
    expect(evaluation.score === 100).toBe(ruleIds.length === 0);
    expect(EvaluationSchema.parse(evaluation)).toEqual(evaluation);
  });

  it('has at least 40 rows', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(40);
  });
});

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

const GRANT: ExceptionGrant = {
  rebellionId: 'reb_1',
  ruleIds: ['CH-DEP-001'],
  decisionType: null,
  maxValue: null,
  expiresAt: '2026-04-01T00:00:00.000Z',
};

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

  it('waives up to maxValue only', () => {
    const capped = { ...GRANT, maxValue: 80 };
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

  it('does not apply a grant for another rule', () => {
    expect(run(over(75), [{ ...GRANT, ruleIds: ['CH-API-001'] }]).status).toBe('blocked');
  });

  it('does not waive a missing timeout under a ceiling', () => {
    const evaluation = run(api('fetch without timeout'), [
      { ...GRANT, ruleIds: ['CH-API-001'], maxValue: 20_000 },
    ]);
    expect(evaluation.status).toBe('blocked');
  });
});

describe('evaluateDecision: determinism', () => {
  it('gives the same evaluation for the same input', () => {
    const constitution = makeConstitution();
    const decision = api('Install 75 packages and raise the timeout to 30 seconds, remove alt text', {
      current_dependencies: 10,
    });
    const options = { decisionId: 'd1', exceptions: [GRANT], now: NOW };
    const first = evaluateDecision(decision, constitution, options);
    const second = evaluateDecision(structuredClone(decision), structuredClone(constitution), options);
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('does not change its inputs', () => {
    const constitution = makeConstitution();
    const decision = dep('npm install lodash axios', { current_dependencies: 60 });
    const before = JSON.stringify([decision, constitution]);
    evaluateDecision(decision, constitution, { decisionId: 'd1', now: NOW });
    expect(JSON.stringify([decision, constitution])).toBe(before);
  });
});
