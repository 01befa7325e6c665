import type { LedgerEntry, Project, ProjectActivity, Rebellion } from '@charter/core';
import { api, summarizeProjectActivity } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createAgent, DEPENDENCY_SPRAWL, SAFE_CALL } from './governance-helpers';
import { createTestApp, json, readAnswer, type TestApp } from './helpers';

const activity = (t: TestApp, cookie: string, projectId: string) =>
  t.request('GET', `/api/projects/${projectId}/activity`, { cookie });

const createProject = async (t: TestApp, cookie: string, name = 'Design Platform') =>
  json<Project>(await t.request('POST', '/api/projects', { cookie, body: { name } }));

function entry(at: string, status: LedgerEntry['status']): LedgerEntry {
  return {
    decision_id: `d-${at}`,
    at,
    source: 'external',
    project_id: 'p1',
    project_name: 'Shop',
    agent_id: null,
    decision_type: 'dependency',
    description: 'x',
    proposed_action: null,
    status,
    score: status === 'blocked' ? 40 : 100,
    risk: 'LOW',
    violated_rule_ids: [],
    violated_categories: [],
    exception_rebellion_id: null,
    constitution_version: '1.0.0',
  };
}

const rebellion = (status: Rebellion['status'], at: string) =>
  ({ status, created_at: at, decided_at: null, history: [] }) as unknown as Rebellion;

describe('project activity figures', () => {
  it('has no data for a project without decisions or rebellions', () => {
    expect(summarizeProjectActivity([], [])).toEqual({
      decisions: 0,
      approved: 0,
      warnings: 0,
      blocked: 0,
      rebellions: 0,
      pendingRebellions: 0,
      health: { status: 'no-data', complianceRate: null, window: 0 },
      lastActivity: null,
    });
  });

  it('counts decisions by status and rates the newest 20', () => {
    // Newest first: 2 blocked among the newest 20, 5 more blocked further back (outside the window).
    const ledger = [
      entry('2026-01-30T00:00:00.000Z', 'blocked'),
      entry('2026-01-29T00:00:00.000Z', 'warning'),
      ...Array.from({ length: 17 }, (_, i) => entry(`2026-01-2${i % 9}T00:00:00.000Z`, 'approved')),
      entry('2026-01-10T00:00:00.000Z', 'blocked'),
      ...Array.from({ length: 5 }, () => entry('2026-01-01T00:00:00.000Z', 'blocked')),
    ];
    const summary = summarizeProjectActivity(ledger, []);
    expect(summary).toMatchObject({
      decisions: 25,
      approved: 17,
      warnings: 1,
      blocked: 7,
      pendingRebellions: 0,
    });
    expect(summary.health).toEqual({ status: 'warning', complianceRate: 90, window: 20 });
    expect(summary.lastActivity).toBe('2026-01-30T00:00:00.000Z');
  });

  it('is healthy when nothing is blocked or pending, critical under half passing', () => {
    expect(summarizeProjectActivity([entry('2026-01-02T00:00:00.000Z', 'approved')], []).health.status).toBe(
      'healthy',
    );
    const mostlyBlocked = [
      entry('2026-01-03T00:00:00.000Z', 'blocked'),
      entry('2026-01-02T00:00:00.000Z', 'blocked'),
      entry('2026-01-01T00:00:00.000Z', 'approved'),
    ];
    expect(summarizeProjectActivity(mostlyBlocked, []).health).toEqual({
      status: 'critical',
      complianceRate: 33,
      window: 3,
    });
    const pendingOnly = summarizeProjectActivity([], [rebellion('pending', '2026-01-05T00:00:00.000Z')]);
    expect(pendingOnly.health.status).toBe('warning');
    expect(pendingOnly.pendingRebellions).toBe(1);
    expect(pendingOnly.lastActivity).toBe('2026-01-05T00:00:00.000Z');
  });
});

describe('GET /api/projects/:projectId/activity', () => {
  it('needs a signed-in user', async () => {
    const t = createTestApp();
    expect((await t.request('GET', '/api/projects/any/activity')).status).toBe(401);
  });

  it("is not found for another user's project or an unknown id", async () => {
    const t = createTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const project = await createProject(t, alice);
    const other = await activity(t, bob, project.id);
    expect(other.status).toBe(404);
    expect(JSON.stringify(await json(other))).not.toContain('Design Platform');
    expect((await activity(t, alice, 'no-such-project')).status).toBe(404);
  });

  it('starts empty: no sample decisions', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const project = await createProject(t, cookie);
    const answer = await json<ProjectActivity>(await activity(t, cookie, project.id));
    expect(answer).toEqual({
      projectId: project.id,
      decisions: [],
      rebellions: [],
      summary: summarizeProjectActivity([], []),
    });
  });

  it("reports the project's own validations and rebellions, newest first", async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const project = await createProject(t, agent.cookie);
    await createProject(t, agent.cookie, 'Another App');

    const blocked = await readAnswer(
      api.governance.externalValidate,
      await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL),
    );
    await agent.call('POST', '/api/external/validate', { ...SAFE_CALL, project_name: 'Design Platform' });
    await agent.call('POST', '/api/external/validate', { ...SAFE_CALL, project_name: 'Another App' });
    const filed = await agent.call('POST', '/api/constitutional/rebellions', {
      decision_id: blocked.decision_id,
      justification: 'The charts are the product, we need these libraries.',
    });
    expect(filed.status).toBe(201);

    const answer = await json<ProjectActivity>(await activity(t, agent.cookie, project.id));
    expect(answer.decisions.map((d) => d.status)).toEqual(['approved', 'blocked']);
    expect(answer.decisions.every((d) => d.project_id === project.id)).toBe(true);
    expect(answer.rebellions).toHaveLength(1);
    expect(answer.rebellions[0]).toMatchObject({ status: 'pending', project_id: project.id });
    expect(answer.summary).toMatchObject({
      decisions: 2,
      approved: 1,
      blocked: 1,
      rebellions: 1,
      pendingRebellions: 1,
      health: { status: 'warning', complianceRate: 50, window: 2 },
    });
    expect(JSON.stringify(answer)).not.toContain('ownerId');
  });
  it('counts older entries without a project id by the project name, never another project of the same name elsewhere', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const project = await createProject(t, cookie, 'Shop');
    const me = (await t.store.projects.get(project.id))!.ownerId;
    await t.store.ledger.append(me, [
      {
        ...entry('2026-01-02T00:00:00.000Z', 'blocked'),
        decision_id: 'old',
        project_id: null,
        project_name: ' shop ',
      },
      {
        ...entry('2026-01-03T00:00:00.000Z', 'approved'),
        decision_id: 'other-id',
        project_id: 'someone-else',
      },
      { ...entry('2026-01-04T00:00:00.000Z', 'approved'), decision_id: 'mine', project_id: project.id },
    ]);
    const answer = await json<ProjectActivity>(await activity(t, cookie, project.id));
    expect(answer.decisions.map((d) => d.decision_id)).toEqual(['mine', 'old']);
    expect(answer.summary).toMatchObject({
      decisions: 2,
      blocked: 1,
      health: { status: 'warning', complianceRate: 50 },
    });
  });
});
