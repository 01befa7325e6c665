import { describe, expect, it } from 'vitest';
import {
  type DecisionInput,
  EvaluationSchema,
  evaluateDecision,
  type ValidationStatus,
} from '../../src/constitution/index';
import { api, dep, GRANT, makeConstitution, NOW, ui } from './fixtures';

interface Row {
  name: string;
  decision: DecisionInput;
  status: ValidationStatus;
  ruleIds: string[];
  /** The actual value of the first violation, when it is numeric. */
  actual?: number | null;
}

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
