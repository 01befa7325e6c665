import type { ContextEntriesResponse, Project } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createAgent, DEPENDENCY_SPRAWL, SAFE_CALL } from './governance-helpers';
import { createTestApp, json, type TestApp } from './helpers';

const entries = (t: TestApp, cookie: string, slug: string) =>
  t.request('GET', `/api/context/entries/${slug}`, { cookie });

const createProject = async (t: TestApp, cookie: string, name: string) =>
  json<Project>(await t.request('POST', '/api/projects', { cookie, body: { name } }));

describe('GET /api/context/entries/:projectSlug', () => {
  it('needs a signed-in user', async () => {
    const t = createTestApp();
    expect((await t.request('GET', '/api/context/entries/charter')).status).toBe(401);
  });

  it("is not found for a slug of no project of the user's, even when someone else has one", async () => {
    const t = createTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    await createProject(t, alice, 'Charter');
    const other = await entries(t, bob, 'charter');
    expect(other.status).toBe(404);
    expect(await json(other)).not.toHaveProperty('entries');
    expect((await entries(t, alice, 'no-such-project')).status).toBe(404);
    expect((await entries(t, alice, 'charter')).status).toBe(200);
  });

  it('starts with the project itself only: no sample entries', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const project = await createProject(t, cookie, 'Charter');
    const answer = await json<ContextEntriesResponse>(await entries(t, cookie, 'charter'));
    expect(answer.entries.map((e) => [e.kind, e.type])).toEqual([
      ['evolution', 'project_created'],
      ['insight', 'foundational_vision'],
    ]);
    expect(answer.entries.every((e) => e.date === project.createdAt)).toBe(true);
  });

  it("lists a decision recorded for the project, newest first, never another project's", async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    await createProject(t, agent.cookie, 'Charter');
    await createProject(t, agent.cookie, 'Design Platform');

    const blocked = await agent.call('POST', '/api/external/validate', {
      ...DEPENDENCY_SPRAWL,
      project_name: 'charter',
    });
    expect(blocked.status).toBe(200);
    await agent.call('POST', '/api/external/validate', { ...SAFE_CALL, project_name: 'Design Platform' });

    const answer = await json<ContextEntriesResponse>(await entries(t, agent.cookie, 'charter'));
    expect(answer.entries).toHaveLength(4);
    const decision = answer.entries.filter((e) => e.title.includes('Add the chart and animation libraries'));
    expect(decision).toHaveLength(1);
    expect(decision[0]).toMatchObject({
      kind: 'insight',
      type: 'architectural_change',
      impact: expect.stringMatching(/high|medium|low/),
      tags: expect.arrayContaining(['blocked']),
    });
    const event = answer.entries.find((e) => e.type === 'decision_blocked');
    expect(event).toMatchObject({ kind: 'evolution', impact: null, title: 'Decision blocked: dependency' });
    expect(JSON.stringify(answer)).not.toContain('billing API');
    const dates = answer.entries.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());

    // The other project has its own entries, by its own slug.
    const other = await json<ContextEntriesResponse>(await entries(t, agent.cookie, 'design-platform'));
    expect(JSON.stringify(other)).toContain('billing API');
    expect(JSON.stringify(other)).not.toContain('animation libraries');
  });
});
