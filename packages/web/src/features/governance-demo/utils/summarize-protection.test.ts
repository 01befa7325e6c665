import { describe, expect, it } from 'vitest';
import { summarizeProtection } from './summarize-protection';

const failure = (status: 'approved' | 'blocked' | 'warning', ruleIds: string[]) => ({
  scenario: `s-${status}-${ruleIds.join()}`,
  story: '',
  validation: { status, score: 50 },
  violatedRules: ruleIds.map((ruleId) => ({ ruleId, mandate: '', violationMessage: '', rationale: '' })),
  recommendations: [],
});

describe('summarizeProtection', () => {
  it('counts each status and the distinct rules involved', () => {
    expect(
      summarizeProtection([
        failure('blocked', ['deps', 'justify']),
        failure('blocked', ['deps']),
        failure('warning', ['wcag']),
        failure('approved', []),
      ]),
    ).toEqual({ total: 4, blocked: 2, warned: 1, passed: 1, rulesInvolved: 3 });
  });

  it('is all zeros without scenarios', () => {
    expect(summarizeProtection([])).toEqual({ total: 0, blocked: 0, warned: 0, passed: 0, rulesInvolved: 0 });
  });
});
