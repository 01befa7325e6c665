import type { EvolutionEvent, InsightsResponse, StrategicTodo } from '@charter/core';
import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createAgent, DEPENDENCY_SPRAWL, SAFE_CALL } from './governance-helpers';
import { createTestApp, json, readAnswer, type TestApp } from './helpers';

const get = (t: TestApp, cookie: string, path: string) =>
  t.request('GET', `/api/historical-context/${path}`, { cookie });
const insights = async (t: TestApp, cookie: string, query = '') =>
  json<InsightsResponse>(await get(t, cookie, `insights${query}`));
const evolution = async (t: TestApp, cookie: string) =>
  (await json<{ evolution: EvolutionEvent[] }>(await get(t, cookie, 'evolution'))).evolution;
const todos = async (t: TestApp, cookie: string) =>
  (await json<{ todos: StrategicTodo[] }>(await get(t, cookie, 'todos'))).todos;

describe('historical context: auth', () => {
  it.each([
    ['GET', 'insights'],
    ['GET', 'evolution'],
    ['GET', 'todos'],
    ['POST', 'insights'],
    ['POST', 'evolution'],
    ['POST', 'todos'],
    ['PATCH', 'insights/x'],
    ['PATCH', 'evolution/x'],
    ['PATCH', 'todos/x'],
  ])('%s %s needs a signed-in user', async (method, path) => {
    const t = createTestApp();
    const body = method === 'GET' ? undefined : {};
    expect((await t.request(method, `/api/historical-context/${path}`, { body })).status).toBe(401);
  });
});

describe('historical context: derived from what happened', () => {
  it('starts empty, with no example data and no mock warning', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    expect(await insights(t, cookie)).toEqual({
      insights: [],
      statistics: { totalInsights: 0, implementedInsights: 0, highImpactInsights: 0 },
      recent: [],
      mockDataWarning: false,
    });
    expect(await evolution(t, cookie)).toEqual([]);
    expect(await todos(t, cookie)).toEqual([]);
  });

  it('a recorded decision and a filed, then decided, rebellion appear; nobody else sees them', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const bob = await t.signUp();
    const blocked = await readAnswer(
      api.governance.externalValidate,
      await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL),
    );
    await agent.call('POST', '/api/external/validate', SAFE_CALL);

    let answer = await insights(t, agent.cookie);
    expect(answer.insights.map((i) => [i.evolutionStage, i.category])).toEqual(
      expect.arrayContaining([
        ['rejected', 'problem_identification'],
        ['implemented', 'validation'],
      ]),
    );
    expect(answer.statistics.totalInsights).toBe(2);
    expect(answer.mockDataWarning).toBe(false);
    expect((await evolution(t, agent.cookie)).map((e) => e.eventType).sort()).toEqual([
      'decision_blocked',
      'decision_recorded',
    ]);
    expect((await todos(t, agent.cookie)).map((todo) => [todo.id, todo.status])).toEqual([
      [`decision-${blocked.decision_id}`, 'pending'],
    ]);

    const filed = await readAnswer(
      api.rebellions.file,
      await agent.call('POST', '/api/constitutional/rebellions', {
        decision_id: blocked.decision_id,
        justification: 'The charts are the product, we need these libraries.',
      }),
    );
    const id = filed.rebellion_id;
    answer = await insights(t, agent.cookie, '?search=charts');
    expect(answer.insights.map((i) => [i.id, i.evolutionStage])).toEqual([[`rebellion-${id}`, 'proposed']]);
    expect(answer.statistics.totalInsights).toBe(3);
    expect((await todos(t, agent.cookie)).map((todo) => [todo.id, todo.status])).toEqual([
      [`rebellion-${id}`, 'pending'],
    ]);

    expect((await agent.owner('POST', `/api/user/rebellions/${id}/approve`, {})).status).toBe(200);
    expect((await evolution(t, agent.cookie)).map((e) => e.eventType)).toContain('rebellion_decided');
    expect((await todos(t, agent.cookie))[0]?.status).toBe('completed');

    expect((await insights(t, bob)).insights).toEqual([]);
    expect(await evolution(t, bob)).toEqual([]);
    expect(await todos(t, bob)).toEqual([]);
  });

  it('a project, a memory decision and a rescue mission appear as insights, events and todos', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const project = await t.request('POST', '/api/projects', { cookie, body: { name: 'Design Platform' } });
    expect(project.status).toBe(201);
    const remembered = await t.request('POST', '/api/memory/record-decision', {
      cookie,
      body: {
        title: 'Use Postgres',
        choice: 'Postgres',
        decisionType: 'database',
        rationale: 'Relational data',
        confidenceLevel: 80,
      },
    });
    expect(remembered.status).toBe(200);
    const mission = await t.request('POST', '/api/rescue-missions', {
      cookie,
      body: {
        projectName: 'Legacy Shop',
        userGoal: 'Ship again',
        problemDescription: 'API calls take 25 seconds.',
        timeInvested: '3 months',
        businessImpact: 'Lost sales',
      },
    });
    expect(mission.status).toBe(201);

    const answer = await insights(t, cookie);
    expect(answer.insights.map((i) => [i.type, i.title]).sort()).toEqual([
      ['business_strategy', 'Rescue: Legacy Shop'],
      ['foundational_vision', 'Vision: Design Platform'],
      ['user_preference', 'Use Postgres'],
    ]);
    expect((await evolution(t, cookie)).map((e) => e.eventType).sort()).toEqual([
      'memory_decision',
      'project_created',
      'rescue_started',
    ]);
    expect((await todos(t, cookie)).map((todo) => todo.title)).toContain(
      'Validate the decision: Use Postgres',
    );
  });

  it('filters by type and category and refuses values outside spec 002 §9', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL);
    expect((await insights(t, agent.cookie, '?category=validation')).insights).toEqual([]);
    expect(
      (await insights(t, agent.cookie, '?category=problem_identification&type=all')).insights,
    ).toHaveLength(1);
    expect((await insights(t, agent.cookie, '?type=business_strategy')).insights).toEqual([]);
    const bad = await get(t, agent.cookie, 'insights?type=nonsense');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toContain('Choose a type');
  });
});

describe('historical context: entries the user writes', () => {
  it('adds and edits an insight; it counts in the statistics and the recent list', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const created = await t.request('POST', '/api/historical-context/insights', {
      cookie,
      body: {
        title: 'Mobile first',
        description: 'Most users are on phones',
        type: 'user_preference',
        category: 'solution_design',
        impactLevel: 'high',
      },
    });
    expect(created.status).toBe(201);
    const { insight } = await readAnswer(api.historicalContext.createInsight, created);
    expect(insight).toMatchObject({
      origin: 'user',
      evolutionStage: 'proposed',
      sourceContext: 'Added by you',
    });
    const edited = await t.request('PATCH', `/api/historical-context/insights/${insight.id}`, {
      cookie,
      body: { evolutionStage: 'implemented' },
    });
    expect(edited.status).toBe(200);
    expect((await readAnswer(api.historicalContext.updateInsight, edited)).insight).toMatchObject({
      title: 'Mobile first',
      impactLevel: 'high',
      evolutionStage: 'implemented',
    });
    const answer = await insights(t, cookie);
    expect(answer.statistics).toEqual({ totalInsights: 1, implementedInsights: 1, highImpactInsights: 1 });
    expect(answer.recent.map((i) => i.id)).toEqual([insight.id]);
  });

  it('adds and edits a todo and an evolution event', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const { todo } = await readAnswer(
      api.historicalContext.createTodo,
      await t.request('POST', '/api/historical-context/todos', {
        cookie,
        body: { title: 'Cut the bundle', priority: 'high' },
      }),
    );
    expect(todo).toMatchObject({ status: 'pending', priority: 'high', origin: 'user' });
    const patched = await t.request('PATCH', `/api/historical-context/todos/${todo.id}`, {
      cookie,
      body: { status: 'completed', relatedInsights: ['Mobile first'] },
    });
    expect((await readAnswer(api.historicalContext.updateTodo, patched)).todo).toMatchObject({
      title: 'Cut the bundle',
      priority: 'high',
      status: 'completed',
      relatedInsights: [{ title: 'Mobile first' }],
    });
    expect((await todos(t, cookie)).map((x) => x.status)).toEqual(['completed']);

    const { event } = await readAnswer(
      api.historicalContext.createEvolutionEvent,
      await t.request('POST', '/api/historical-context/evolution', {
        cookie,
        body: { title: 'Launched', description: 'Went live', phase: 'building', userSatisfaction: 4 },
      }),
    );
    expect(event).toMatchObject({
      eventType: 'milestone',
      userSatisfaction: 4,
      triggeredBy: { source: 'user' },
    });
    const edited = await t.request('PATCH', `/api/historical-context/evolution/${event.id}`, {
      cookie,
      body: { details: 'Release 1.0', userSatisfaction: null },
    });
    expect((await readAnswer(api.historicalContext.updateEvolutionEvent, edited)).event).toMatchObject({
      title: 'Launched',
      userSatisfaction: null,
      triggeredBy: { source: 'user', details: 'Release 1.0' },
    });
  });

  it.each([
    ['insights', {}, 'Title is required.'],
    ['insights', { title: 'x', description: 'y', type: 'x', category: 'validation' }, 'Choose a type'],
    ['todos', { title: '  ' }, 'Title is required.'],
    ['todos', { title: 'x', priority: 'urgent' }, 'Choose a priority'],
    ['evolution', { title: 'x', description: 'y', phase: 'building', userSatisfaction: 9 }, 'from 1 to 5'],
  ])('POST %s %j is a 400 with the message', async (path, body, message) => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const response = await t.request('POST', `/api/historical-context/${path}`, { cookie, body });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await json(response))).toContain(message);
  });

  it("is a 404 to edit another user's entry, a derived one, or one of another kind", async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const bob = await t.signUp();
    const { todo } = await readAnswer(
      api.historicalContext.createTodo,
      await t.request('POST', '/api/historical-context/todos', {
        cookie: agent.cookie,
        body: { title: 'Mine' },
      }),
    );
    const byBob = await t.request('PATCH', `/api/historical-context/todos/${todo.id}`, {
      cookie: bob,
      body: { title: 'Ours' },
    });
    expect(byBob.status).toBe(404);
    expect(JSON.stringify(await json(byBob))).not.toContain('Mine');
    const asInsight = await t.request('PATCH', `/api/historical-context/insights/${todo.id}`, {
      cookie: agent.cookie,
      body: { title: 'x' },
    });
    expect(asInsight.status).toBe(404);
    const blocked = await readAnswer(
      api.governance.externalValidate,
      await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL),
    );
    const derived = await t.request(
      'PATCH',
      `/api/historical-context/todos/decision-${blocked.decision_id}`,
      {
        cookie: agent.cookie,
        body: { status: 'completed' },
      },
    );
    expect(derived.status).toBe(404);
    expect((await todos(t, bob)).length).toBe(0);
  });
});
