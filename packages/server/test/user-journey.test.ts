import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '../src/services/admins';
import { createPasswordHasher } from '../src/services/passwords';
import { createMemoryStore } from '../src/store';
import type { TestApp } from './helpers';
import { createTestApp, json, readAnswer, TEST_PASSWORD_COST, toCookie } from './helpers';

const payload = (overrides: Record<string, unknown> = {}) => ({
  scenarioId: 'rescue-dependency-hell',
  scenarioName: 'Rescue: Dependency Hell',
  userType: 'new',
  completedSteps: 4,
  totalSteps: 4,
  timeSpent: 12,
  rating: 3,
  feedback: 'Clear, but step 2 was slow',
  issues: ['Step 2 slow'],
  ...overrides,
});

const submit = (t: TestApp, cookie: string, body: unknown) =>
  t.request('POST', '/api/user-journey/results', { cookie, body });

async function withAdmin() {
  const store = createMemoryStore();
  await ensureAdmin(store, 'ops@example.com', 'admin-secret', {
    passwords: createPasswordHasher({ cost: TEST_PASSWORD_COST }),
  });
  const t = createTestApp({ store });
  const login = await t.request('POST', '/api/admin/login', {
    body: { email: 'ops@example.com', password: 'admin-secret' },
  });
  return { t, admin: toCookie(login, 'charter_admin_session') };
}

describe('user journey: the running test', () => {
  it('starts one test at a time, completes steps in order, survives a reload and resets', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    expect(await json(await t.request('GET', '/api/user-journey/active', { cookie }))).toEqual({
      activeTest: null,
    });

    const start = await t.request('POST', '/api/user-journey/active', {
      cookie,
      body: { scenarioId: 'rescue-dependency-hell' },
    });
    expect(start.status).toBe(201);
    expect((await json(start)).activeTest).toMatchObject({ currentStepIndex: 0, completedStepIds: [] });

    const second = await t.request('POST', '/api/user-journey/active', {
      cookie,
      body: { scenarioId: 'rescue-slow-api' },
    });
    expect(second.status).toBe(409);
    expect((await json(second)).error).toMatch(/already running \(Rescue: Dependency Hell\)/);

    const skip = await t.request('POST', '/api/user-journey/active/steps', {
      cookie,
      body: { stepId: 'plan-removals' },
    });
    expect(skip.status).toBe(409);
    expect((await json(skip)).error).toBe('Complete "Count the dependencies" first: steps go in order.');
    const unknown = await t.request('POST', '/api/user-journey/active/steps', {
      cookie,
      body: { stepId: 'x' },
    });
    expect(unknown.status).toBe(400);

    for (const stepId of ['count-dependencies', 'count-dependencies', 'review-limit']) {
      const step = await t.request('POST', '/api/user-journey/active/steps', { cookie, body: { stepId } });
      expect(step.status).toBe(200);
    }
    // "Reload": a fresh read shows the persisted progress.
    expect(
      (await json(await t.request('GET', '/api/user-journey/active', { cookie }))).activeTest,
    ).toMatchObject({
      scenarioId: 'rescue-dependency-hell',
      currentStepIndex: 2,
      completedStepIds: ['count-dependencies', 'review-limit'],
    });

    expect((await t.request('DELETE', '/api/user-journey/active', { cookie })).status).toBe(200);
    expect(await json(await t.request('GET', '/api/user-journey/active', { cookie }))).toEqual({
      activeTest: null,
    });
    const none = await t.request('POST', '/api/user-journey/active/steps', {
      cookie,
      body: { stepId: 'count-dependencies' },
    });
    expect(none.status).toBe(404);
  });

  it('keeps each user’s running test to themselves', async () => {
    const t = createTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    await t.request('POST', '/api/user-journey/active', {
      cookie: alice,
      body: { scenarioId: 'rescue-slow-api' },
    });
    expect(await json(await t.request('GET', '/api/user-journey/active', { cookie: bob }))).toEqual({
      activeTest: null,
    });
    expect(
      (
        await t.request('POST', '/api/user-journey/active/steps', {
          cookie: bob,
          body: { stepId: 'describe-problem' },
        })
      ).status,
    ).toBe(404);
  });

  it('needs a signed-in user for every call', async () => {
    const t = createTestApp();
    for (const [method, path] of [
      ['GET', '/api/user-journey/active'],
      ['GET', '/api/user-journey/analytics'],
      ['GET', '/api/user-journey/results'],
      ['POST', '/api/user-journey/results'],
    ] as const) {
      const response = await t.request(method, path, method === 'POST' ? { body: payload() } : {});
      expect(response.status, path).toBe(401);
    }
  });
});

describe('user journey: results and analytics', () => {
  it('stores a result, answers its resultId, ends the running test and counts it in analytics', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    await t.request('POST', '/api/user-journey/active', {
      cookie,
      body: { scenarioId: 'rescue-dependency-hell' },
    });

    const response = await submit(t, cookie, payload());
    expect(response.status).toBe(201);
    const { success, resultId } = await json<{ success: boolean; resultId: string }>(response);
    expect(success).toBe(true);
    expect(resultId).toMatch(/^jrn_/);
    expect(await json(await t.request('GET', '/api/user-journey/active', { cookie }))).toEqual({
      activeTest: null,
    });

    const stored = await json(await t.request('GET', `/api/user-journey/results/${resultId}`, { cookie }));
    expect(stored).toMatchObject({ resultId, rating: 3, issues: ['Step 2 slow'] });
    expect(stored).not.toHaveProperty('ownerId');

    const analytics = await json(await t.request('GET', '/api/user-journey/analytics', { cookie }));
    expect(analytics).toMatchObject({
      totalTests: 1,
      averageRating: 3,
      averageTime: 12,
      averageCompletion: 100,
      commonIssues: [{ issue: 'Step 2 slow', count: 1 }],
      recentFeedback: [
        { scenarioName: 'Rescue: Dependency Hell', rating: 3, feedback: 'Clear, but step 2 was slow' },
      ],
    });
  });

  it('answers honest zeros and nulls with no results', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const analytics = await json(await t.request('GET', '/api/user-journey/analytics', { cookie }));
    expect(analytics).toMatchObject({
      totalTests: 0,
      averageRating: null,
      averageTime: null,
      averageCompletion: null,
      commonIssues: [],
      recentFeedback: [],
    });
    expect(await json(await t.request('GET', '/api/user-journey/results', { cookie }))).toEqual({
      results: [],
    });
  });

  it('computes analytics across a user’s results, and only theirs', async () => {
    const t = createTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    await submit(t, alice, payload({ rating: 3, timeSpent: 10 }));
    await submit(t, alice, payload({ rating: 5, timeSpent: 20, completedSteps: 2, userType: 'experienced' }));
    const bobs = await readAnswer(api.userJourney.submitResult, await submit(t, bob, payload({ rating: 1 })));

    const analytics = await json<Record<string, unknown>>(
      await t.request('GET', '/api/user-journey/analytics', { cookie: alice }),
    );
    expect(analytics).toMatchObject({
      totalTests: 2,
      averageRating: 4,
      averageTime: 15,
      averageCompletion: 75,
    });
    expect(analytics.userTypeBreakdown).toEqual([
      { userType: 'new', count: 1, averageRating: 3, averageTime: 10, averageCompletion: 100 },
      { userType: 'experienced', count: 1, averageRating: 5, averageTime: 20, averageCompletion: 50 },
    ]);
    const list = await readAnswer(
      api.userJourney.listResults,
      await t.request('GET', '/api/user-journey/results', { cookie: alice }),
    );
    expect(list.results).toHaveLength(2);

    // Bob's result is not Alice's to read: the same 404 as a missing one.
    const foreign = await t.request('GET', `/api/user-journey/results/${bobs.resultId}`, { cookie: alice });
    expect(foreign.status).toBe(404);
    expect((await t.request('GET', '/api/user-journey/results/jrn_missing', { cookie: alice })).status).toBe(
      404,
    );
  });

  it('counts a result re-sent with the same localId once', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const first = await readAnswer(
      api.userJourney.submitResult,
      await submit(t, cookie, payload({ localId: 'local-12345678' })),
    );
    const again = await readAnswer(
      api.userJourney.submitResult,
      await submit(t, cookie, payload({ localId: 'local-12345678' })),
    );
    expect(again.resultId).toBe(first.resultId);
    const analytics = await json(await t.request('GET', '/api/user-journey/analytics', { cookie }));
    expect(analytics.totalTests).toBe(1);
  });

  it('keeps the completion time of a result sent later, but not one in the future', async () => {
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const t = createTestApp({ now: () => now });
    const cookie = await t.signUp();
    const earlier = new Date(now.getTime() - 2 * 3_600_000).toISOString();
    const past = await readAnswer(
      api.userJourney.submitResult,
      await submit(t, cookie, payload({ completedAt: earlier })),
    );
    const future = await readAnswer(
      api.userJourney.submitResult,
      await submit(t, cookie, payload({ completedAt: new Date(now.getTime() + 86_400_000).toISOString() })),
    );
    const read = async (id: string) =>
      (await json(await t.request('GET', `/api/user-journey/results/${id}`, { cookie }))).completedAt;
    expect(await read(past.resultId)).toBe(earlier);
    expect(await read(future.resultId)).toBe(now.toISOString());
  });

  it.each([
    [{ rating: 0 }, 'Choose a rating from 1 to 5 stars.'],
    [{ rating: '3' }, 'Choose a rating from 1 to 5 stars.'],
    [{ scenarioId: 'unknown' }, /^Choose a scenario/],
    [{ totalSteps: 6 }, 'Rescue: Dependency Hell has 4 steps: totalSteps must be 4.'],
    [{ completedSteps: 9 }, 'completedSteps cannot exceed totalSteps.'],
    [{ timeSpent: 100000 }, 'timeSpent must be at most 1440 minutes.'],
    [{ feedback: 'x'.repeat(5001) }, 'Feedback must be at most 5000 characters.'],
  ])('refuses %o with a 400 and the reason', async (change, message) => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const response = await submit(t, cookie, payload(change));
    expect(response.status).toBe(400);
    expect((await json(response)).error).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
  });

  it('refuses a body that is not an object without a 500', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    for (const rawBody of ['[1]', 'null', '"x"', '{']) {
      const response = await t.request('POST', '/api/user-journey/results', {
        cookie,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
    }
  });
});

describe('user journey: admin', () => {
  it('shows every user’s results and analytics to an admin, and nothing to anyone else', async () => {
    const { t, admin } = await withAdmin();
    const alice = await t.signUp();
    const bob = await t.signUp();
    await submit(t, alice, payload({ rating: 2 }));
    await submit(
      t,
      bob,
      payload({ rating: 4, scenarioId: 'new-project-theme', scenarioName: 'New Project: Theme Management' }),
    );

    const analytics = await json<Record<string, unknown>>(
      await t.request('GET', '/api/admin/user-journey/analytics', { cookie: admin }),
    );
    expect(analytics).toMatchObject({ totalTests: 2, averageRating: 3 });
    const results = await readAnswer(
      api.userJourney.adminResults,
      await t.request('GET', '/api/admin/user-journey/results', { cookie: admin }),
    );
    expect(results.results.map((r) => r.rating).sort()).toEqual([2, 4]);

    expect((await t.request('GET', '/api/admin/user-journey/analytics', { cookie: alice })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/user-journey/results')).status).toBe(401);
  });
});
