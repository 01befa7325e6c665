import { api, PATTERNS } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createAgent, DEPENDENCY_SPRAWL, SAFE_CALL } from './governance-helpers';
import { createTestApp, json, readAnswer } from './helpers';

interface PatternValidation {
  decision_id: string;
  validation: {
    status: string;
    confidence_score: number;
    violations: Array<{ rule: string; message: string; severity: string }>;
    pattern_matches: Array<{ name: string; category: string; success_projects: number }>;
  };
}

describe('patterns', () => {
  it('answers 401 without a session', async () => {
    const t = createTestApp();
    for (const path of ['/api/patterns', '/api/patterns/metrics'])
      expect((await t.request('GET', path)).status).toBe(401);
    expect((await t.request('POST', '/api/patterns/validate', { body: {} })).status).toBe(401);
  });

  it('validates an architectural decision with violations, pattern matches and confidence', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const validate = (body: object) => agent.owner('POST', '/api/patterns/validate', body);
    const blocked = await json<PatternValidation>(
      await validate({
        decision_type: 'api',
        description: 'Call the payment provider',
        proposed_implementation: 'fetch with a 30 second timeout and retries with exponential backoff',
      }),
    );
    expect(blocked.validation.status).toBe('blocked');
    expect(blocked.validation.violations[0]).toMatchObject({
      rule: 'CH-API-001',
      severity: expect.any(String),
    });
    expect(blocked.validation.confidence_score).toBeGreaterThan(50);

    const login = await json<PatternValidation>(
      await validate({
        decision_type: 'authentication',
        description: 'Sign users in',
        proposed_implementation:
          'Server-side sessions in HttpOnly session cookies, passwords hashed with scrypt',
      }),
    );
    expect(login.validation.status).toBe('approved');
    expect(login.validation.pattern_matches[0]).toMatchObject({
      category: 'authentication',
      success_projects: 0,
    });

    for (const body of [
      { decision_type: 'api', description: ' ', proposed_implementation: 'x' },
      { decision_type: 'api', description: 'x', proposed_implementation: '' },
      { decision_type: 'quantum', description: 'x', proposed_implementation: 'y' },
    ]) {
      expect((await validate(body)).status).toBe(400);
    }

    const { patterns } = await readAnswer(api.patterns.list, await agent.owner('GET', '/api/patterns'));
    expect(patterns).toHaveLength(PATTERNS.length);
    const auth = patterns.find((p) => p.category === 'authentication')!;
    expect(auth.usage).toMatchObject({ decisionsMatched: 1, approvedShare: 1 });
    const ui = patterns.find((p) => p.category === 'ui')!;
    expect(ui.usage).toMatchObject({ decisionsMatched: 0, approvedShare: null });
  });

  it('computes metrics from the ledger, null rates without data, with the assumptions stated', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const empty = (await readAnswer(api.patterns.metrics, await agent.owner('GET', '/api/patterns/metrics')))
      .data;
    expect(empty.totals.decisions).toBe(0);
    expect(empty.success_metrics.average_success_rate).toBeNull();
    expect(empty.timeline).toHaveLength(30);
    expect(empty.assumptions.length).toBeGreaterThan(3);

    await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL);
    await agent.call('POST', '/api/external/validate', SAFE_CALL);
    await agent.call('POST', '/api/external/validate', {
      decision_type: 'api',
      description: 'Raise the timeout to 25000ms',
    });
    const { data } = await readAnswer(
      api.patterns.metrics,
      await agent.owner('GET', '/api/patterns/metrics'),
    );
    expect(data.totals).toMatchObject({ decisions: 3, blocked: 2, approved: 1 });
    expect(data.risk_mitigation).toMatchObject({
      dependency_disasters_prevented: 1,
      api_timeout_failures_blocked: 1,
      ui_accessibility_issues_caught: 0,
    });
    expect(data.blocked_by_rule).toEqual(
      expect.arrayContaining([
        { ruleId: 'CH-DEP-001', count: 1 },
        { ruleId: 'CH-API-001', count: 1 },
      ]),
    );
    expect(data.cost_savings.debugging_time_saved).toBe(12);
    expect(data.success_metrics.average_success_rate).toBe(33.3);
    expect(data.timeline.at(-1)).toMatchObject({ decisions: 3, blocked: 2 });
  });
});
