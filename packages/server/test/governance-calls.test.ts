import { api, BEST_PRACTICES, FAILURE_SCENARIOS, toPracticeRule } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createTestApp, json, readAnswer } from './helpers';

describe('governance calls of the console', () => {
  it('answers 401 to every one without a session', async () => {
    const t = createTestApp();
    for (const [method, path] of [
      ['GET', '/api/governance/principles'],
      ['GET', '/api/user/constitution'],
      ['GET', '/api/constitutional/test'],
      ['GET', '/api/user/decisions'],
      ['POST', '/api/demo/agent-decision'],
      ['POST', '/api/governance/validate-decision'],
    ] as const) {
      const response = await t.request(method, path, method === 'POST' ? { body: {} } : {});
      expect(response.status, path).toBe(401);
    }
  });

  it('lists the principles and the constitution', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const { principles, constitution_version } = await readAnswer(
      api.governance.principles,
      await t.request('GET', '/api/governance/principles', { cookie }),
    );
    expect(principles.map((p) => p.id)).toEqual(
      expect.arrayContaining(['CH-DEP-001', 'CH-API-001', 'CH-BLD-001', 'CH-A11Y-001', 'CH-DEP-002']),
    );
    expect(principles[0]!.mandate.length).toBeGreaterThan(0);
    const { constitution } = await readAnswer(
      api.governance.constitution,
      await t.request('GET', '/api/user/constitution', { cookie }),
    );
    expect(constitution.version).toBe(constitution_version);
    expect(constitution.rules).toHaveLength(principles.length);
  });

  it('runs the agent demo: rejected with block strategy, approved, and 400 on blank texts', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const run = (body: object) => t.request('POST', '/api/demo/agent-decision', { cookie, body });
    const rejected = await json<{
      governance_response: { status: string; violated_principles: Array<Record<string, string>> };
    }>(
      await run({
        agent_type: 'replit',
        decision_description: 'Add error monitoring',
        proposed_action: 'Call the monitoring API with a 25000ms timeout',
      }),
    );
    expect(rejected.governance_response.status).toBe('rejected');
    expect(rejected.governance_response.violated_principles[0]).toMatchObject({
      id: 'CH-API-001',
      enforcement_strategy: 'block',
      enforcement_message: expect.stringMatching(/\S/),
    });
    const approved = await json<{ governance_response: { status: string } }>(
      await run({
        agent_type: 'claude',
        decision_description: 'Improve the hero image',
        proposed_action: 'Add alt text to the hero image',
      }),
    );
    expect(approved.governance_response.status).toBe('approved');
    for (const body of [
      { agent_type: 'claude', decision_description: ' ', proposed_action: 'x' },
      { agent_type: 'claude', decision_description: 'x', proposed_action: '' },
      { agent_type: 'skynet', decision_description: 'x', proposed_action: 'y' },
    ]) {
      expect((await run(body)).status).toBe(400);
    }
    // Kept for the audit (source=all), counted nowhere: the default list holds agents' decisions only.
    const { decisions } = await readAnswer(
      api.governance.decisions,
      await t.request('GET', '/api/user/decisions?source=all', { cookie }),
    );
    expect(decisions.map((d) => [d.source, d.agent_id])).toEqual([
      ['demo', 'claude'],
      ['demo', 'replit'],
    ]);
  });

  it('runs every failure scenario through the evaluator without writing the ledger', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const answer = await readAnswer(
      api.governance.constitutionalTest,
      await t.request('GET', '/api/constitutional/test', { cookie }),
    );
    expect(Object.keys(answer.yourExperience)).toEqual(['semi', 'honeybadger', 'designPlatform']);
    expect(answer.preventedFailures).toHaveLength(FAILURE_SCENARIOS.length);
    // Through the user's own constitution: the default rules stop the sprawl; scenarios that need rules
    // generated from best practices pass until the user generates them (the screen shows that).
    expect(answer.preventedFailures.map((f) => f.scenario)).toEqual(FAILURE_SCENARIOS.map((s) => s.scenario));
    const sprawl = FAILURE_SCENARIOS.findIndex((s) => s.id === 'design-platform-dependency-sprawl');
    expect(answer.preventedFailures[sprawl]!.validation.status).toBe('blocked');
    expect(answer.preventedFailures[sprawl]!.violatedRules).toContainEqual(
      expect.objectContaining({ ruleId: 'CH-DEP-001', rationale: expect.stringMatching(/\S/) }),
    );
    // A scenario the new user's constitution misses says which best practice's rule would cover it.
    const envFile = FAILURE_SCENARIOS.findIndex((s) => s.id === 'commit-env-file');
    const uncovered = answer.preventedFailures[envFile] as {
      validation: { status: string };
      recommendations: string[];
    };
    expect(uncovered.validation.status).toBe('approved');
    expect(uncovered.recommendations).toEqual([
      expect.stringMatching(
        /^Your constitution does not cover this yet: generate the rule from the best practice “.+” \(BP-[A-Z0-9-]+\) to block it\.$/,
      ),
    ]);
    const { decisions } = await readAnswer(
      api.governance.decisions,
      await t.request('GET', '/api/user/decisions', { cookie }),
    );
    expect(decisions).toEqual([]);
  });

  it('covers a documented failure once the user generates the rule the demo names', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const envFile = FAILURE_SCENARIOS.findIndex((s) => s.id === 'commit-env-file');
    type TestAnswer = {
      preventedFailures: Array<{ validation: { status: string }; recommendations: string[] }>;
    };
    const before = await json<TestAnswer>(await t.request('GET', '/api/constitutional/test', { cookie }));
    const ruleId = /\((BP-[A-Z0-9-]+)\)/.exec(before.preventedFailures[envFile]!.recommendations[0]!)![1]!;
    const practice = BEST_PRACTICES.find((p) => toPracticeRule(p).id === ruleId)!;
    await t.request('POST', '/api/best-practices/auto-populate', { cookie });
    await t.request('POST', '/api/best-practices/initialize', { cookie });
    expect(
      (await t.request('POST', `/api/best-practices/${practice.id}/generate-rule`, { cookie })).status,
    ).toBe(200);
    const after = await json<TestAnswer>(await t.request('GET', '/api/constitutional/test', { cookie }));
    expect(after.preventedFailures[envFile]!.validation.status).toBe('blocked');
  });

  it('validates a console decision for one of the user’s projects, 404 for anyone else’s', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const other = await t.signUp();
    const project = await readAnswer(
      api.projects.create,
      await t.request('POST', '/api/projects', { cookie, body: { name: 'Shop' } }),
    );
    const validate = (who: string, body: object) =>
      t.request('POST', '/api/governance/validate-decision', { cookie: who, body });
    const decision = { decision_type: 'build', description: 'The build now takes 95 seconds' };
    const answer = await json<{ result: { status: string }; decision_id: string }>(
      await validate(cookie, { decision, primer_id: project.id }),
    );
    expect(answer.result.status).not.toBe('approved');
    expect((await validate(other, { decision, primer_id: project.id })).status).toBe(404);
    expect((await validate(cookie, { decision: { ...decision, description: ' ' } })).status).toBe(400);
    const { decisions } = await readAnswer(
      api.governance.decisions,
      await t.request('GET', `/api/user/decisions?project_id=${project.id}&source=all`, { cookie }),
    );
    expect(decisions).toEqual([
      expect.objectContaining({
        decision_id: answer.decision_id,
        source: 'governance',
        project_id: project.id,
      }),
    ]);
  });
});
