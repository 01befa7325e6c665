import { describe, expect, it } from 'vitest';
import { type Rebellion, StoredRebellionSchema, toCurrentRebellion } from '../../src/api/rebellions';
import {
  createDefaultConstitution,
  type DecisionInput,
  evaluateDecision,
} from '../../src/constitution/index';
import type { CharterError } from '../../src/errors';
import {
  describeExceptionScope,
  describeRebellion,
  MAX_REBELLION_HISTORY,
  toApprovedRebellion,
  toExceptionGrants,
  toFiledRebellion,
  toLedgerEntry,
  toRejectedRebellion,
  toRevokedRebellion,
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
  it('is filed pending for the rules the decision broke, its ceiling the blocked value, for one use', () => {
    const rebellion = file();
    expect(rebellion).toMatchObject({
      status: 'pending',
      rule_ids: ['CH-DEP-001'],
      max_value: null,
      ceilings: { 'CH-DEP-001': { max: 51, unit: expect.any(String) } },
      uses: 1,
      decision_id: 'dec_1',
      requested_action: 'Add chart.js',
      history: [{ at: AT, actor: 'agent:claude', action: 'filed', note: 'Charts replace three modules' }],
    });
    expect(rebellion.risk_analysis.reasons.join(' ')).toMatch(/covers up to the blocked value/);
  });

  it('refuses an approved decision and rules the decision did not break', () => {
    const approved = { ...blockedEntry().entry, status: 'approved' as const, violated_rule_ids: [] };
    const request = { rebellionId: 'r', at: AT, agentId: 'a', justification: 'because of reasons' };
    expect(() => toFiledRebellion(approved, request)).toThrow(/nothing to request an exception for/);
    const uncovered = {
      ...blockedEntry().entry,
      status: 'warning' as const,
      score: null,
      violated_rule_ids: [],
    };
    expect(() => toFiledRebellion(uncovered, request)).toThrow(/broke no rule/);
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
    const standing = { ...approved, uses: 'unlimited' as const };
    const grants = toExceptionGrants([standing]);
    expect(grants).toEqual([
      {
        rebellionId: 'reb_1',
        ruleIds: ['CH-DEP-001'],
        decisionType: 'dependency_addition',
        projectId: null,
        projectName: null,
        ceilings: { 'CH-DEP-001': 51 },
        usesLeft: null,
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

    let used = standing;
    for (let i = 0; i < MAX_REBELLION_HISTORY + 10; i++) {
      used = toUsedRebellion(used, { at: LATER, actor: 'agent:claude', decisionId: `dec_${i}` });
    }
    expect(used.times_used).toBe(MAX_REBELLION_HISTORY + 10);
    expect(used.history).toHaveLength(MAX_REBELLION_HISTORY);
    expect(used.history.slice(0, 2).map((e) => e.action)).toEqual(['filed', 'approved']);
    expect(used.history.at(-1)?.note).toBe(`dec_${MAX_REBELLION_HISTORY + 9}`);
  });
});

describe('what an approval covers', () => {
  const AT_A = { ...blockedEntry().entry, project_id: 'p_a', project_name: 'A' };
  const filedForA = () =>
    toFiledRebellion(AT_A, {
      rebellionId: 'reb_a',
      at: AT,
      agentId: 'claude',
      justification: 'Charts need it',
    });
  const approve = (extra: object = {}) =>
    toApprovedRebellion(filedForA(), { at: AT, actor: 'user:ada@example.com', expiresAt: null, ...extra });
  const judge = (decision: DecisionInput, rebellions: Rebellion[], projectId: string | null) =>
    evaluateDecision(decision, constitution, {
      decisionId: 'dec_x',
      exceptions: toExceptionGrants(rebellions),
      now: new Date(AT),
      scope: { projectId, projectName: projectId === 'p_a' ? 'A' : 'B' },
    }).status;
  const withDeps = (current: number): DecisionInput => ({
    ...overLimit,
    metadata: { ...overLimit.metadata, current_dependencies: current - 1 },
  });

  it('lets the blocked value through in its project only, not one more, not another project', () => {
    const approved = approve();
    expect(judge(withDeps(51), [approved], 'p_a')).toBe('approved');
    expect(judge(withDeps(52), [approved], 'p_a')).toBe('blocked');
    expect(judge(withDeps(51), [approved], 'p_b')).toBe('blocked');
  });

  it('lets the approver raise a ceiling, never below the blocked value or for another rule', () => {
    const raised = approve({ ceilings: { 'CH-DEP-001': 60 } });
    expect(raised.ceilings['CH-DEP-001']?.max).toBe(60);
    expect(judge(withDeps(60), [raised], 'p_a')).toBe('approved');
    expect(judge(withDeps(61), [raised], 'p_a')).toBe('blocked');
    expect(() => approve({ ceilings: { 'CH-DEP-001': 50 } })).toThrow(/below the blocked decision/);
    expect(() => approve({ ceilings: { 'CH-API-001': 50 } })).toThrow(/only name this exception/);
  });

  it('is used once by default; a used-up grant covers nothing and refuses another use', () => {
    const approved = approve();
    const used = toUsedRebellion(approved, { at: AT, actor: 'agent:claude', decisionId: 'dec_2' });
    expect(toExceptionGrants([used])).toEqual([]);
    expect(judge(withDeps(51), [used], 'p_a')).toBe('blocked');
    expect(() => toUsedRebellion(used, { at: AT, actor: 'agent:claude', decisionId: 'dec_3' })).toThrow(
      /used up/,
    );
    const standing = approve({ uses: 'unlimited' });
    const twice = toUsedRebellion(toUsedRebellion(standing, { at: AT, actor: 'a', decisionId: 'd1' }), {
      at: AT,
      actor: 'a',
      decisionId: 'd2',
    });
    expect(judge(withDeps(51), [twice], 'p_a')).toBe('approved');
  });

  it('is revoked by its owner once, recorded in its history, and then covers nothing', () => {
    const revoked = toRevokedRebellion(approve({ uses: 'unlimited' }), {
      at: LATER,
      actor: 'user:ada@example.com',
      reason: 'Done',
    });
    expect(revoked.status).toBe('revoked');
    expect(revoked.history.at(-1)).toEqual({
      at: LATER,
      actor: 'user:ada@example.com',
      action: 'revoked',
      note: 'Done',
    });
    expect(toExceptionGrants([revoked])).toEqual([]);
    expect(() => toRevokedRebellion(revoked, { at: LATER, actor: 'user:x' })).toThrow(/already revoked/);
    expect(() => toRevokedRebellion(filedForA(), { at: LATER, actor: 'user:x' })).toThrow(/Only an approved/);
    expect(() => toUsedRebellion(revoked, { at: LATER, actor: 'a', decisionId: 'd' })).toThrow(/revoked/);
  });

  it('says what it lets through in one sentence', () => {
    const pending = filedForA();
    const unit = pending.ceilings['CH-DEP-001']?.unit;
    expect(describeRebellion(pending, new Date(AT))).toBe(
      `Approving lets dependency_addition decisions of project A up to 51 ${unit} through CH-DEP-001, once, until revoked.`,
    );
    expect(
      describeExceptionScope({
        ...pending,
        uses: 'unlimited',
        expires_at: '2026-04-01T09:30:00.000Z',
        ceilings: { 'CH-DEP-001': { max: 75, unit: 'dependencies' } },
      }),
    ).toBe(
      'lets dependency_addition decisions of project A up to 75 dependencies through CH-DEP-001, any number of times, until 2026-04-01 09:30 UTC or revoked',
    );
    const approved = approve();
    expect(describeRebellion(approved, new Date(AT))).toMatch(/^Lets .* \(used 0 of 1\)\.$/);
    const used = toUsedRebellion(approved, { at: AT, actor: 'a', decisionId: 'd' });
    expect(describeRebellion(used, new Date(AT))).toBe(
      'Used up (used 1 of 1): lets nothing through any more.',
    );
    expect(describeExceptionScope({ ...pending, project_id: null, project_name: null })).toMatch(
      /decisions of your decisions that name no project/,
    );
  });
});

describe('rebellions stored by an earlier version', () => {
  it('load with their project kept, their requested ceiling per rule, and the standing use they were approved with', () => {
    const {
      ceilings: _c,
      uses: _u,
      ...old
    } = {
      ...toApprovedRebellion(
        toFiledRebellion(
          { ...blockedEntry().entry, project_id: 'p_a', project_name: 'A' },
          {
            rebellionId: 'reb_old',
            at: AT,
            agentId: 'claude',
            justification: 'Charts need it',
            maxValue: 60,
          },
        ),
        { at: AT, actor: 'user:ada@example.com', expiresAt: null },
      ),
    };
    const current = toCurrentRebellion(old);
    expect(current).toMatchObject({
      project_id: 'p_a',
      ceilings: { 'CH-DEP-001': { max: 60, unit: null } },
      uses: 'unlimited',
    });
    expect(StoredRebellionSchema.parse(old)).toEqual(current);
    const [grant] = toExceptionGrants([old as never]);
    expect(grant).toMatchObject({ projectId: 'p_a', ceilings: { 'CH-DEP-001': 60 } });
  });
});
