import { describe, expect, it } from 'vitest';
import {
  createDefaultConstitution,
  type DecisionInput,
  evaluateDecision,
} from '../../src/constitution/index';
import type { CharterError } from '../../src/errors';
import {
  MAX_REBELLION_HISTORY,
  toApprovedRebellion,
  toExceptionGrants,
  toFiledRebellion,
  toLedgerEntry,
  toRejectedRebellion,
  toUsedRebellion,
  toValidationResult,
} from '../../src/governance/index';

const AT = '2026-03-01T12:00:00.000Z';
const LATER = '2026-03-02T12:00:00.000Z';
const constitution = createDefaultConstitution('standard');
const overLimit: DecisionInput = {
  decision_type: 'dependency_addition',
  description: 'Add chart.js',
  metadata: {
    current_dependencies: 50,
    packages: ['chart.js'],
    justifications: { 'chart.js': 'Billing charts' },
  },
  agent_id: 'claude',
};

function blockedEntry() {
  const evaluation = evaluateDecision(overLimit, constitution, { decisionId: 'dec_1', now: new Date(AT) });
  return { evaluation, entry: toLedgerEntry(overLimit, evaluation, { at: AT, source: 'cli' }) };
}

const file = () =>
  toFiledRebellion(blockedEntry().entry, {
    rebellionId: 'reb_1',
    at: AT,
    agentId: 'claude',
    justification: 'Charts replace three modules',
  });

describe('toLedgerEntry and toValidationResult', () => {
  it('records the verdict, the broken rules and the agent, trimmed', () => {
    const { evaluation, entry } = blockedEntry();
    expect(entry).toMatchObject({
      decision_id: 'dec_1',
      source: 'cli',
      status: 'blocked',
      agent_id: 'claude',
      violated_rule_ids: ['CH-DEP-001'],
      violated_categories: ['dependencies'],
      proposed_action: null,
      project_id: null,
      exception_rebellion_id: null,
      constitution_version: constitution.version,
    });
    expect(toValidationResult(evaluation)).toMatchObject({
      status: 'blocked',
      violated_rules: [expect.objectContaining({ ruleId: 'CH-DEP-001', threshold: 50, actual: 51 })],
      exception: null,
    });
  });
});

describe('a rebellion’s life', () => {
  it('is filed pending for the rules the decision broke, with a ceiling only when asked', () => {
    const rebellion = file();
    expect(rebellion).toMatchObject({
      status: 'pending',
      rule_ids: ['CH-DEP-001'],
      max_value: null,
      decision_id: 'dec_1',
      requested_action: 'Add chart.js',
      history: [{ at: AT, actor: 'agent:claude', action: 'filed', note: 'Charts replace three modules' }],
    });
    expect(rebellion.risk_analysis.reasons).toContain('No ceiling was requested: any value would pass.');
  });

  it('refuses an approved decision and rules the decision did not break', () => {
    const approved = { ...blockedEntry().entry, status: 'approved' as const, violated_rule_ids: [] };
    const request = { rebellionId: 'r', at: AT, agentId: 'a', justification: 'because of reasons' };
    expect(() => toFiledRebellion(approved, request)).toThrow(/nothing to request an exception for/);
    expect(() => toFiledRebellion(blockedEntry().entry, { ...request, ruleIds: ['CH-API-001'] })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }) as unknown as CharterError,
    );
  });

  it('is decided once: approved with a future expiry, or rejected with a reason', () => {
    const approved = toApprovedRebellion(file(), {
      at: LATER,
      actor: 'user:ada@example.com',
      expiresAt: null,
      note: 'ok',
    });
    expect(approved).toMatchObject({
      status: 'approved',
      decided_by: 'user:ada@example.com',
      decided_at: LATER,
    });
    expect(() => toRejectedRebellion(approved, { at: LATER, actor: 'user:x', reason: 'no' })).toThrow(
      /already approved/,
    );
    expect(() => toApprovedRebellion(file(), { at: LATER, actor: 'user:x', expiresAt: AT })).toThrow(
      /in the future/,
    );

    const rejected = toRejectedRebellion(file(), {
      at: LATER,
      actor: 'user:ada@example.com',
      reason: 'Use fetch',
    });
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'Use fetch' });
    expect(toExceptionGrants([rejected, file()])).toEqual([]);
  });

  it('once approved, waives its rules for the next evaluation, and every use is counted in a bounded history', () => {
    const approved = toApprovedRebellion(file(), { at: AT, actor: 'user:ada@example.com', expiresAt: LATER });
    const grants = toExceptionGrants([approved]);
    expect(grants).toEqual([
      {
        rebellionId: 'reb_1',
        ruleIds: ['CH-DEP-001'],
        decisionType: 'dependency_addition',
        maxValue: null,
        expiresAt: LATER,
      },
    ]);
    const again = evaluateDecision(overLimit, constitution, {
      decisionId: 'dec_2',
      exceptions: grants,
      now: new Date(AT),
    });
    expect(again.status).toBe('approved');
    expect(again.exception?.rebellionId).toBe('reb_1');
    const afterExpiry = evaluateDecision(overLimit, constitution, {
      decisionId: 'dec_3',
      exceptions: grants,
      now: new Date('2026-03-03T00:00:00.000Z'),
    });
    expect(afterExpiry.status).toBe('blocked');

    let used = approved;
    for (let i = 0; i < MAX_REBELLION_HISTORY + 10; i++) {
      used = toUsedRebellion(used, { at: LATER, actor: 'agent:claude', decisionId: `dec_${i}` });
    }
    expect(used.times_used).toBe(MAX_REBELLION_HISTORY + 10);
    expect(used.history).toHaveLength(MAX_REBELLION_HISTORY);
    expect(used.history.slice(0, 2).map((e) => e.action)).toEqual(['filed', 'approved']);
    expect(used.history.at(-1)?.note).toBe(`dec_${MAX_REBELLION_HISTORY + 9}`);
  });
});
