import type { Constitution, DecisionInput, ExceptionGrant, Rule } from '../../src/constitution/index';
import { createDefaultConstitution } from '../../src/constitution/index';

/** Shared by the constitution tests: a fixed clock, a generated pattern rule and decision makers. */
export const NOW = new Date('2026-03-01T12:00:00.000Z');

export const PLAIN_TEXT_PASSWORDS: Rule = {
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
export function makeConstitution(): Constitution {
  const base = createDefaultConstitution();
  return {
    ...base,
    rules: [...base.rules, PLAIN_TEXT_PASSWORDS],
    justifications: { zod: 'Validates input' },
  };
}

export const dep = (description: string, metadata: Record<string, unknown> = {}): DecisionInput => ({
  decision_type: 'dependency_addition',
  description,
  metadata,
});
export const api = (description: string, metadata: Record<string, unknown> = {}): DecisionInput => ({
  decision_type: 'api_call',
  description,
  metadata,
});
export const ui = (description: string): DecisionInput => ({ decision_type: 'ui_change', description });

export const GRANT: ExceptionGrant = {
  rebellionId: 'reb_1',
  ruleIds: ['CH-DEP-001'],
  decisionType: null,
  projectId: null,
  projectName: null,
  ceilings: {},
  usesLeft: null,
  expiresAt: '2026-04-01T00:00:00.000Z',
};
