import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RescueMission } from '@charter/core';
import { api } from '@charter/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRescueMissions } from '../src/routes/rescue-missions';
import { ensureAdmin } from '../src/services/admins';
import { createPasswordHasher } from '../src/services/passwords';
import { createMemoryStore } from '../src/store';
import { createTestApp, json, readAnswer, TEST_PASSWORD_COST, type TestApp, toCookie } from './helpers';
import { createGitRepo, type GitRepo, plantedProblems } from './project-analysis-fixtures';

const FORM = {
  projectName: 'Shop',
  userGoal: 'Ship the checkout by Friday',
  problemDescription:
    'The app has 131 dependencies, API calls take 25 seconds before they time out, and the build takes 4 minutes.',
  timeInvested: '3 months',
  businessImpact: 'Customers abandon the checkout',
};

type MissionBody = { mission: RescueMission };

async function start(t: TestApp, cookie: string, body: Record<string, unknown> = FORM) {
  const response = await t.request('POST', '/api/rescue-missions', { cookie, body });
  return { response, body: await json<MissionBody & { error?: string }>(response) };
}

const call = async (t: TestApp, cookie: string, method: string, path: string, body?: unknown) => {
  const response = await t.request(method, path, { cookie, body });
  return { status: response.status, body: await json<MissionBody & { error?: string }>(response) };
};

describe('rescue missions', () => {
  it('starts a mission with a rapid diagnosis of the description and lists it', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    expect(await json(await t.request('GET', '/api/rescue-missions', { cookie }))).toEqual({ missions: [] });

    const { response, body } = await start(t, cookie);
    expect(response.status).toBe(201);
    const mission = body.mission;
    expect(mission).toMatchObject({
      projectName: 'Shop',
      phase: 'rapid_diagnosis',
      status: 'gathering_info',
      repositoryUrl: null,
      repository: { state: 'none' },
      recommendations: [],
      plan: [],
      completedAt: null,
    });
    expect(mission.diagnosis.facts).toEqual({
      currentDependencies: 131,
      timeoutMs: 25_000,
      buildSeconds: 240,
    });
    expect(mission.findings.map((f) => f.ruleId).sort()).toEqual(['CH-API-001', 'CH-BLD-001', 'CH-DEP-001']);

    const list = await readAnswer(
      api.rescueMissions.list,
      await t.request('GET', '/api/rescue-missions', { cookie }),
    );
    expect(list.missions.map((m) => m.id)).toEqual([mission.id]);
    expect(list.missions[0]).not.toHaveProperty('ownerId');
  });

  it('requires the five fields, with a message per field, and refuses a repository URL it would never clone', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    for (const [field, message] of [
      ['projectName', 'Project name is required.'],
      ['userGoal', 'Your goal is required.'],
      ['problemDescription', 'Problem description is required.'],
      ['timeInvested', 'Time invested is required.'],
      ['businessImpact', 'Business impact is required.'],
    ] as const) {
      const { response, body } = await start(t, cookie, { ...FORM, [field]: '   ' });
      expect(response.status, field).toBe(400);
      expect(body.error).toBe(message);
    }
    const ssh = await start(t, cookie, { ...FORM, repositoryUrl: 'git@github.com:a/b.git' });
    expect(ssh.response.status).toBe(400);
    expect(ssh.body.error).toMatch(/SSH URLs are not supported/);
    expect((await t.request('POST', '/api/rescue-missions', { cookie, body: [] })).status).toBe(400);
    expect(await json(await t.request('GET', '/api/rescue-missions', { cookie }))).toEqual({ missions: [] });
    expect((await t.request('GET', '/api/rescue-missions')).status).toBe(401);
  });

  it("answers 404 for another user's mission, on every read and write", async () => {
    const t = createTestApp();
    const owner = await t.signUp();
    const other = await t.signUp();
    const { body } = await start(t, owner);
    const id = body.mission.id;
    for (const [method, path, payload] of [
      ['GET', `/api/rescue-missions/${id}`],
      ['POST', `/api/rescue-missions/${id}/analyze`],
      ['POST', `/api/rescue-missions/${id}/recovery`],
      ['PATCH', `/api/rescue-missions/${id}/steps/step-1`, { done: true }],
      ['POST', `/api/rescue-missions/${id}/complete`],
    ] as const) {
      expect((await call(t, other, method, path, payload)).status, `${method} ${path}`).toBe(404);
    }
    expect((await call(t, owner, 'GET', `/api/rescue-missions/${id}`)).body.mission.phase).toBe(
      'rapid_diagnosis',
    );
    expect(await json(await t.request('GET', '/api/rescue-missions', { cookie: other }))).toEqual({
      missions: [],
    });
    expect((await call(t, owner, 'GET', '/api/rescue-missions/..')).status).toBe(404);
    expect((await call(t, owner, 'GET', '/api/rescue-missions/rm_missing')).status).toBe(404);
  });

  it('walks the four phases with explicit calls and refuses impossible transitions with 409', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const id = (await start(t, cookie)).body.mission.id;
    const base = `/api/rescue-missions/${id}`;

    expect((await call(t, cookie, 'POST', `${base}/recovery`)).status).toBe(409);
    expect((await call(t, cookie, 'POST', `${base}/complete`)).status).toBe(409);
    expect((await call(t, cookie, 'PATCH', `${base}/steps/step-1`, { done: true })).status).toBe(409);

    // No repository: the comprehensive analysis rests on the description and answers at once.
    const analyzed = await call(t, cookie, 'POST', `${base}/analyze`);
    expect(analyzed.status).toBe(200);
    expect(analyzed.body.mission).toMatchObject({
      phase: 'strategic_recommendation',
      status: 'recommendations_ready',
    });
    expect(analyzed.body.mission.recommendations.map((r) => r.ruleId)).toEqual([
      'CH-DEP-001',
      'CH-API-001',
      'CH-BLD-001',
    ]);
    const plan = analyzed.body.mission.plan;
    expect(plan.map((s) => s.id)).toEqual(['step-1', 'step-2', 'step-3', 'step-4']);
    expect((await call(t, cookie, 'POST', `${base}/analyze`)).status).toBe(409);
    expect((await call(t, cookie, 'PATCH', `${base}/steps/step-1`, { done: true })).status).toBe(409);

    const recovery = await call(t, cookie, 'POST', `${base}/recovery`);
    expect(recovery.body.mission).toMatchObject({
      phase: 'guided_recovery',
      status: 'recommendations_ready',
    });
    expect((await call(t, cookie, 'POST', `${base}/recovery`)).status).toBe(409);

    const early = await call(t, cookie, 'POST', `${base}/complete`);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/^4 plan steps are not done yet/);
    expect((await call(t, cookie, 'PATCH', `${base}/steps/step-9`, { done: true })).status).toBe(404);
    expect((await call(t, cookie, 'PATCH', `${base}/steps/step-1`, { done: 'yes' })).status).toBe(400);

    for (const step of plan) {
      const marked = await call(t, cookie, 'PATCH', `${base}/steps/${step.id}`, { done: true });
      expect(marked.body.mission.plan.find((s) => s.id === step.id)).toMatchObject({ done: true });
    }
    const undone = await call(t, cookie, 'PATCH', `${base}/steps/step-2`, { done: false });
    expect(undone.body.mission.plan[1]).toMatchObject({ done: false, doneAt: null });
    expect((await call(t, cookie, 'POST', `${base}/complete`)).body.error).toMatch(
      /^1 plan step is not done yet/,
    );
    await call(t, cookie, 'PATCH', `${base}/steps/step-2`, { done: true });

    const completed = await call(t, cookie, 'POST', `${base}/complete`);
    expect(completed.status).toBe(200);
    expect(completed.body.mission).toMatchObject({ phase: 'guided_recovery', status: 'completed' });
    expect(completed.body.mission.completedAt).not.toBeNull();
    expect((await call(t, cookie, 'POST', `${base}/complete`)).status).toBe(409);
    expect((await call(t, cookie, 'PATCH', `${base}/steps/step-1`, { done: false })).status).toBe(409);
  });

  it('asks for a measurement when the description names nothing measurable', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const id = (await start(t, cookie, { ...FORM, problemDescription: 'Everything feels slow.' })).body
      .mission.id;
    const analyzed = await call(t, cookie, 'POST', `/api/rescue-missions/${id}/analyze`);
    expect(analyzed.body.mission.findings).toEqual([]);
    expect(analyzed.body.mission.plan.map((s) => s.title)).toEqual(['Measure the problem']);
  });

  it("judges the description by the project's own settings when the user has that project", async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const created = await t.request('POST', '/api/projects', { cookie, body: { name: 'Strict' } });
    const { id: projectId } = await readAnswer(api.projects.create, created);
    const saved = await t.request('PUT', `/api/projects/${projectId}/settings`, {
      cookie,
      body: { dependencyLimit: 20 },
    });
    expect(saved.status).toBe(200);
    const { body } = await start(t, cookie, {
      ...FORM,
      projectName: 'Strict',
      problemDescription: 'We have 30 dependencies.',
    });
    expect(body.mission.findings.map((f) => f.message)).toEqual([
      expect.stringContaining('30 direct dependencies exceed the limit of 20'),
    ]);
  });
});

describe('rescue missions with a repository', () => {
  let repo: GitRepo;
  // Clones go to a directory of this file's own: project-analysis.test.ts counts leftovers in the system's.
  let analysis: { tempDir: string };
  beforeAll(async () => {
    repo = await createGitRepo(plantedProblems());
    analysis = { tempDir: await mkdtemp(join(tmpdir(), 'charter-rescue-test-')) };
  });
  afterAll(async () => {
    await rm(repo.dir, { recursive: true, force: true });
    await rm(analysis.tempDir, { recursive: true, force: true });
  });

  it('scans the repository after the answer, showing analyzing until the findings are recorded', async () => {
    const t = createTestApp({ analysis, env: { CHARTER_ALLOW_LOCAL_PATHS: '1' } });
    const cookie = await t.signUp();
    const { body } = await start(t, cookie, {
      ...FORM,
      problemDescription: 'API calls take 25 seconds.',
      repositoryUrl: repo.dir,
    });
    expect(body.mission.repository.state).toBe('pending');
    const base = `/api/rescue-missions/${body.mission.id}`;

    const analyzing = await call(t, cookie, 'POST', `${base}/analyze`);
    expect(analyzing.body.mission).toMatchObject({
      phase: 'comprehensive_analysis',
      status: 'analyzing',
      repository: { state: 'running' },
    });
    expect((await call(t, cookie, 'POST', `${base}/recovery`)).status).toBe(409);

    await getRescueMissions(t.app)!.settled();
    const done = (await call(t, cookie, 'GET', base)).body.mission;
    expect(done).toMatchObject({
      phase: 'strategic_recommendation',
      status: 'recommendations_ready',
      repository: { state: 'done', commit: repo.commit, message: null },
    });
    expect(done.repository.filesScanned).toBeGreaterThan(0);
    const sources = done.findings.map((f) => `${f.source} ${f.ruleId}`);
    expect(sources).toContain('description CH-API-001');
    expect(sources).toContain('repository perf/http-timeout-missing');
    expect(done.findings.find((f) => f.ruleId === 'perf/http-timeout-missing')?.evidence).toBe(
      'src/api.ts:1',
    );
    // One limit, one step (the timeout fix was listed twice): the description's finding leads and
    // the step names where the scan found it.
    const timeoutSteps = done.plan.filter((s) => s.ruleId === 'CH-API-001' || s.ruleId?.startsWith('perf/'));
    expect(timeoutSteps).toHaveLength(1);
    expect(timeoutSteps[0]?.detail).toContain('first at src/api.ts:1.');
    expect(done.recommendations.filter((r) => /timeout/i.test(r.title))).toHaveLength(1);
  });

  it('records a failed scan and still recommends from the description', async () => {
    const t = createTestApp({ analysis, env: { CHARTER_ALLOW_LOCAL_PATHS: '1' } });
    const cookie = await t.signUp();
    const { body } = await start(t, cookie, { ...FORM, repositoryUrl: `${repo.dir}/no-such-dir` });
    await call(t, cookie, 'POST', `/api/rescue-missions/${body.mission.id}/analyze`);
    await getRescueMissions(t.app)!.settled();
    const mission = (await call(t, cookie, 'GET', `/api/rescue-missions/${body.mission.id}`)).body.mission;
    expect(mission).toMatchObject({ status: 'recommendations_ready', repository: { state: 'failed' } });
    expect(mission.repository.message).toMatch(/is not a directory on the server/);
    expect(mission.plan.length).toBeGreaterThan(1);
  });

  it('closes an analysis that outlived its deadline (a restart) as failed', async () => {
    let now = new Date();
    const store = createMemoryStore();
    const t = createTestApp({ store, analysis, now: () => now, env: { CHARTER_ALLOW_LOCAL_PATHS: '1' } });
    const cookie = await t.signUp();
    const { body } = await start(t, cookie, { ...FORM, repositoryUrl: repo.dir });
    const record = (await store.rescueMissions.get(body.mission.id))!;
    // As a stopped process would leave it: analyzing, nobody running it.
    await store.rescueMissions.update(record.id, (current) => ({
      ...current,
      phase: 'comprehensive_analysis',
      status: 'analyzing',
      repository: { ...current.repository, state: 'running', startedAt: now.toISOString() },
    }));
    now = new Date(now.getTime() + 120_000);
    const mission = (await call(t, cookie, 'GET', `/api/rescue-missions/${record.id}`)).body.mission;
    expect(mission).toMatchObject({ status: 'recommendations_ready', repository: { state: 'failed' } });
    expect(mission.repository.message).toMatch(/interrupted/);
  });
});

describe('admin rescue missions', () => {
  const passwords = createPasswordHasher({ cost: TEST_PASSWORD_COST });

  it("lets an admin read every user's missions with their owner, and nobody else", async () => {
    const store = createMemoryStore();
    await ensureAdmin(store, 'ops@example.com', 'admin-secret', { passwords });
    const t = createTestApp({ store });
    const alice = await t.signUp('alice@example.com');
    const bob = await t.signUp('bob@example.com');
    const first = (await start(t, alice)).body.mission;
    const second = (await start(t, bob, { ...FORM, projectName: 'Blog' })).body.mission;

    const login = await t.request('POST', '/api/admin/login', {
      body: { email: 'ops@example.com', password: 'admin-secret' },
    });
    const admin = toCookie(login, 'charter_admin_session');
    const list = await readAnswer(
      api.rescueMissions.adminList,
      await t.request('GET', '/api/admin/rescue-missions', { cookie: admin }),
    );
    expect(list.missions.map((m) => [m.projectName, m.owner.email])).toEqual([
      ['Blog', 'bob@example.com'],
      ['Shop', 'alice@example.com'],
    ]);
    const detail = await t.request('GET', `/api/admin/rescue-missions/${first.id}`, { cookie: admin });
    expect(detail.status).toBe(200);
    expect((await readAnswer(api.rescueMissions.adminGet, detail)).mission).toMatchObject({
      id: first.id,
      owner: { email: 'alice@example.com' },
    });
    expect((await t.request('GET', '/api/admin/rescue-missions/rm_missing', { cookie: admin })).status).toBe(
      404,
    );

    // A user cookie opens no admin call, and an admin cookie no user call.
    expect((await t.request('GET', '/api/admin/rescue-missions', { cookie: alice })).status).toBe(403);
    expect((await t.request('GET', `/api/admin/rescue-missions/${second.id}`)).status).toBe(401);
    expect((await t.request('GET', '/api/rescue-missions', { cookie: admin })).status).toBe(401);
  });
});
