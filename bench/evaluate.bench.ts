// Does asking "may I do this?" cost much more than copying the decision? Baseline: a JSON round trip of the
// same decision, measured in the same run. Read the ratio vitest prints, not the absolute times.

import {
  applyProjectSettings,
  createDefaultConstitution,
  type DecisionInput,
  evaluateDecision,
} from '@charter/core';
import { bench, describe } from 'vitest';

const now = new Date('2026-03-01T12:00:00.000Z');
const constitution = {
  ...applyProjectSettings(createDefaultConstitution('standard'), { dependencyLimit: 40 }),
  justifications: { zod: 'Validates every request body' },
};
const exceptions = [
  {
    rebellionId: 'reb_1',
    ruleIds: ['CH-DEP-001'],
    decisionType: null,
    projectId: null,
    projectName: null,
    ceilings: { 'CH-DEP-001': 45 },
    usesLeft: null,
    expiresAt: '2026-04-01T00:00:00Z',
  },
];

const withMetadata: DecisionInput = {
  decision_type: 'dependency_addition',
  description: 'Add a charting library and call the analytics API',
  metadata: {
    current_dependencies: 42,
    new_dependencies: ['zod', 'chart.js'],
    timeout_ms: 25_000,
    build_seconds: 48,
  },
};
const textOnly: DecisionInput = {
  decision_type: 'api_call',
  description:
    'The project already has 42 dependencies. Run `npm install chart.js date-fns` for the new dashboard, raise the ' +
    'timeout to 30 seconds because the reporting API is slow, and remove focus outline on the tiles since the ' +
    'designer finds it noisy. The build takes 75 seconds after this.',
  proposed_action: 'pnpm add chart.js date-fns && edit src/api/reports.ts',
};

describe('decision with metadata', () => {
  bench('baseline: JSON.parse(JSON.stringify(decision))', () => {
    JSON.parse(JSON.stringify(withMetadata));
  });
  bench('evaluateDecision', () => {
    evaluateDecision(withMetadata, constitution, { decisionId: 'd1', exceptions, now });
  });
});

describe('decision in plain text only', () => {
  bench('baseline: JSON.parse(JSON.stringify(decision))', () => {
    JSON.parse(JSON.stringify(textOnly));
  });
  bench('evaluateDecision', () => {
    evaluateDecision(textOnly, constitution, { decisionId: 'd2', exceptions, now });
  });
});
