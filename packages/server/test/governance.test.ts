import type { Rebellion } from '@charter/core';
import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context';
import { createGovernanceRuntime } from '../src/governance/runtime';
import { saveProjectSettings } from '../src/services/projects';
import { createMemoryStore } from '../src/store';
import { createAgent, DEPENDENCY_SPRAWL, SAFE_CALL, SMALL_ADDITION } from './governance-helpers';
import { createTestApp, createTestLogger, json, readAnswer } from './helpers';

interface Validation {
  decision_id: string;
  constitution_version: string;
  project: { id: string; name: string } | null;
  constitutional_validation: {
    status: string;
    violated_rules: Array<{ ruleId: string; threshold: number | null; actual: number | null }>;
    recommendations: string[];
    exception: { rebellion_id: string; rule_ids: string[] } | null;
  };
  exception_request?: { path: string; decision_id: string };
}

describe('the agent story: blocked → rebellion → approved → passes → counted', () => {
  it('runs end to end through the API', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);

    const blocked = await json<Validation>(
      await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL),
    );
    expect(blocked.constitutional_validation.status).toBe('blocked');
    const violation = blocked.constitutional_validation.violated_rules.find((v) => v.ruleId === 'CH-DEP-001');
    expect(violation).toMatchObject({ threshold: 50, actual: 131 });
    expect(blocked.constitution_version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(blocked.exception_request).toMatchObject({
      path: '/api/constitutional/rebellions',
      decision_id: blocked.decision_id,
    });

    const filed = await agent.call('POST', '/api/constitutional/rebellions', {
      decision_id: blocked.decision_id,
      justification: 'The charting migration needs these for two weeks.',
    });
    expect(filed.status).toBe(201);
    const rebellion = await json<Rebellion>(filed);
    expect(rebellion).toMatchObject({
      status: 'pending',
      decision_id: blocked.decision_id,
      // Every violated rule: the limit, and the advisory "justify each dependency" (not named here).
      rule_ids: ['CH-DEP-001', 'CH-DEP-002'],
      agent_id: 'claude-code',
      risk_analysis: { level: 'HIGH' },
    });
    expect(rebellion.history[0]).toMatchObject({ action: 'filed', actor: 'agent:claude-code' });

    const listed = await readAnswer(
      api.rebellions.listForAgent,
      await agent.call('GET', '/api/constitutional/rebellions'),
    );
    expect(listed.rebellions.map((r) => r.rebellion_id)).toEqual([rebellion.rebellion_id]);
    const pending = await readAnswer(
      api.rebellions.list,
      await agent.owner('GET', '/api/user/rebellions?status=pending'),
    );
    expect(pending.rebellions).toHaveLength(1);

    const approved = await agent.owner('POST', `/api/user/rebellions/${rebellion.rebellion_id}/approve`, {
      note: 'Two weeks, then trim.',
    });
    expect(approved.status).toBe(200);
    const decided = await json<Rebellion>(approved);
    expect(decided).toMatchObject({ status: 'approved', decided_by: expect.stringMatching(/^user:/) });
    expect(decided.history.map((h) => h.action)).toEqual(['filed', 'approved']);

    const again = await json<Validation>(
      await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL),
    );
    expect(again.constitutional_validation.status).toBe('approved');
    expect(again.constitutional_validation.exception).toMatchObject({ rebellion_id: rebellion.rebellion_id });
    expect(again.constitutional_validation.exception!.rule_ids).toContain('CH-DEP-001');
    expect(again.exception_request).toBeUndefined();

    const used = await readAnswer(
      api.rebellions.list,
      await agent.owner('GET', '/api/user/rebellions?status=decided'),
    );
    expect(used.rebellions[0]).toMatchObject({ times_used: 1 });
    expect(used.rebellions[0]!.history.at(-1)).toMatchObject({ action: 'used', note: again.decision_id });

    const { decisions } = await readAnswer(
      api.governance.decisions,
      await agent.owner('GET', '/api/user/decisions'),
    );
    expect(decisions.map((d) => [d.status, d.source, d.exception_rebellion_id])).toEqual([
      ['approved', 'external', rebellion.rebellion_id],
      ['blocked', 'external', null],
    ]);
    expect(decisions[1]).toMatchObject({ agent_id: 'claude-code', project_name: 'Design Platform' });

    // The owner's ROI figures count the prevented failure and the exception used.
    const metrics = await readAnswer(api.patterns.metrics, await agent.owner('GET', '/api/patterns/metrics'));
    expect(metrics.data.risk_mitigation.dependency_disasters_prevented).toBe(1);
    expect(metrics.data.totals).toMatchObject({ decisions: 2, blocked: 1, exceptions_used: 1 });
    expect(metrics.data.blocked_by_rule).toContainEqual({ ruleId: 'CH-DEP-001', count: 1 });
  });
});

describe('POST /api/external/validate', () => {
  it('refuses a missing key, and a deactivated key at once although it was cached', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    expect((await t.request('POST', '/api/external/validate', { body: SMALL_ADDITION })).status).toBe(401);
    expect((await agent.call('POST', '/api/external/validate', SMALL_ADDITION)).status).toBe(200);
    expect((await agent.owner('DELETE', `/api/keys/${agent.keyId}`)).status).toBe(200);
    const refused = await agent.call('POST', '/api/external/validate', SMALL_ADDITION);
    expect(refused.status).toBe(401);
    expect(await json(refused)).toMatchObject({ code: 'INVALID_API_KEY' });
  });

  it('refuses blank inputs with 400', async () => {
    const agent = await createAgent(createTestApp());
    for (const body of [
      {},
      { ...SMALL_ADDITION, description: '  ' },
      { ...SMALL_ADDITION, decision_type: '' },
    ]) {
      expect((await agent.call('POST', '/api/external/validate', body)).status).toBe(400);
    }
  });

  it('approves a decision within the limits', async () => {
    const agent = await createAgent(createTestApp());
    const answer = await json<Validation>(await agent.call('POST', '/api/external/validate', SAFE_CALL));
    expect(answer.constitutional_validation).toMatchObject({ status: 'approved', violated_rules: [] });
    expect(answer.exception_request).toBeUndefined();
    expect(answer.project).toBeNull();
  });

  it("uses the named project's settings (case-insensitive) over the default thresholds, at once", async () => {
    const store = createMemoryStore();
    const governance = createGovernanceRuntime(store, createTestLogger());
    const t = createTestApp({ store, governance });
    const agent = await createAgent(t);
    const created = await readAnswer(
      api.projects.create,
      await agent.owner('POST', '/api/projects', { name: 'Tiny App' }),
    );
    const body = { ...SMALL_ADDITION, project_name: 'tiny app' };
    const before = await json<Validation>(await agent.call('POST', '/api/external/validate', body));
    expect(before.project).toEqual({ id: created.id, name: 'Tiny App' });
    expect(before.constitutional_validation.violated_rules.map((v) => v.ruleId)).not.toContain('CH-DEP-001');

    // What the Settings tab (a later issue) calls: the cached constitution must not outlive it.
    const owner = (await store.projects.get(created.id))!.ownerId;
    const user = (await store.users.get(owner))!;
    const ctx = { store, governance, now: () => new Date() } as unknown as AppContext;
    await saveProjectSettings(ctx, user, created.id, { dependencyLimit: 15 });

    const after = await json<Validation>(await agent.call('POST', '/api/external/validate', body));
    expect(after.constitutional_validation.status).toBe('blocked');
    expect(after.constitutional_validation.violated_rules[0]).toMatchObject({
      ruleId: 'CH-DEP-001',
      threshold: 15,
      actual: 21,
    });
    // Without the project name, the owner's constitution (limit 50) applies.
    const plain = await json<Validation>(await agent.call('POST', '/api/external/validate', SMALL_ADDITION));
    expect(plain.constitutional_validation.violated_rules.map((v) => v.ruleId)).not.toContain('CH-DEP-001');
  });

  it('writes every one of many concurrent validations to the ledger', async () => {
    const agent = await createAgent(createTestApp());
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        agent.call('POST', '/api/external/validate', { ...SMALL_ADDITION, description: `Add library ${i}` }),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const { decisions } = await readAnswer(
      api.governance.decisions,
      await agent.owner('GET', '/api/user/decisions?limit=500'),
    );
    expect(decisions).toHaveLength(120);
    const { keys } = await readAnswer(
      api.keys.listCharterKeys,
      await agent.owner('GET', '/api/user/charter-api-keys'),
    );
    expect(keys[0]!.usageCount).toBe(120);
  });
});
