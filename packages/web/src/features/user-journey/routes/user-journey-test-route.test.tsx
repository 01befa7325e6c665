import type { ActiveJourneyTest, JourneyAnalyticsResult, JourneyResult } from '@charter/core';
import { computeJourneyAnalytics } from '@charter/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const USER = makeUser({ id: 'usr_journey' });

/** A small stateful fake of the journey calls: the running test and stored results. */
function journeyServer(options: { failSubmit?: number | false } = {}) {
  let active: ActiveJourneyTest | null = null;
  const results: JourneyResult[] = [];
  const sent: Record<string, unknown>[] = [];
  const fetchMock = fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: USER }),
    'GET /api/user-journey/active': () => json(200, { activeTest: active }),
    'POST /api/user-journey/active': (init) => {
      const { scenarioId } = JSON.parse(String(init?.body));
      active = { scenarioId, startedAt: new Date().toISOString(), currentStepIndex: 0, completedStepIds: [] };
      return json(201, { activeTest: active });
    },
    'POST /api/user-journey/active/steps': (init) => {
      const { stepId } = JSON.parse(String(init?.body));
      if (!active) return json(404, { error: 'No test is running: start one first.', code: 'NOT_FOUND' });
      active = {
        ...active,
        currentStepIndex: active.currentStepIndex + 1,
        completedStepIds: [...active.completedStepIds, stepId],
      };
      return json(200, { activeTest: active });
    },
    'DELETE /api/user-journey/active': () => {
      active = null;
      return json(200, { success: true });
    },
    'POST /api/user-journey/results': (init) => {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      if (options.failSubmit === 503) {
        return json(503, { error: 'The data store is not available.', code: 'UNAVAILABLE' });
      }
      if (options.failSubmit) {
        return json(400, { error: 'Choose a rating from 1 to 5 stars.', code: 'VALIDATION_FAILED' });
      }
      const resultId = `jrn_${results.length + 1}`;
      results.unshift({ ...body, resultId, submittedAt: body.completedAt });
      active = null;
      return json(201, { success: true, resultId });
    },
    'GET /api/user-journey/results': () => json(200, { results }),
    'GET /api/user-journey/analytics': () =>
      json(200, computeJourneyAnalytics(results) satisfies JourneyAnalyticsResult),
  });
  return {
    fetchMock,
    sent,
    results,
    setFailSubmit: (fail: number | false) => {
      options.failSubmit = fail;
    },
  };
}

describe('User Journey Test', () => {
  it('lists the four scenarios and says honestly when there are no results and no test', async () => {
    journeyServer();
    const { user } = renderApp('/user-journey-test');
    const list = await screen.findByRole('list', { name: 'Test scenarios' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/steps ·/).textContent)).toEqual([
      '6 steps · 15-20 minutes',
      '4 steps · 12-15 minutes',
      '5 steps · 20-25 minutes',
      '4 steps · 18-22 minutes',
    ]);
    expect(screen.getByRole('button', { name: 'Reset Test' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('tab', { name: 'Active Test' }));
    expect(screen.getByRole('heading', { name: 'No Active Test' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Test Results' }));
    expect(await screen.findByRole('heading', { name: 'No Test Results Yet' })).toBeVisible();
  });

  it('runs a test step by step and sends the chosen star rating', async () => {
    const server = journeyServer();
    const { user } = renderApp('/user-journey-test');
    await user.click(await screen.findByRole('button', { name: 'Start Test: Rescue: Dependency Hell' }));

    expect(await screen.findByText('Recording')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Active Test', selected: true })).toBeVisible();
    for (let step = 0; step < 4; step++) {
      await user.click(await screen.findByRole('button', { name: 'Complete' }));
      await waitFor(() => expect(screen.getAllByText('Done')).toHaveLength(step + 1));
    }

    const form = await screen.findByRole('form', { name: 'Test feedback' });
    await user.click(within(form).getByRole('button', { name: 'Submit Feedback' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose a rating from 1 to 5 stars.');

    // Keyboard: focus the group, arrows move the choice (a native radio group).
    await user.click(within(form).getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', true);
    await user.type(within(form).getByLabelText('Feedback'), 'Clear steps');
    await user.type(within(form).getByLabelText('Issues'), 'Step 2 slow');
    await user.click(within(form).getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Test submitted')).toBeVisible();
    expect(server.sent[0]).toMatchObject({
      scenarioId: 'rescue-dependency-hell',
      scenarioName: 'Rescue: Dependency Hell',
      completedSteps: 4,
      totalSteps: 4,
      rating: 3,
      feedback: 'Clear steps',
      issues: ['Step 2 slow'],
    });
    expect(await screen.findByRole('tab', { name: 'Test Results', selected: true })).toBeVisible();
    const total = await screen.findByText('Total tests');
    expect(total.nextSibling?.textContent).toBe('1');
    expect(screen.getByText('Average rating', { selector: 'dt' }).nextSibling?.textContent).toBe('3.0 / 5');
    expect(screen.getByText(/Step 2 slow — reported once/)).toBeVisible();
    expect(screen.queryByText('Recording')).toBeNull();
  });

  it('Reset Test drops the running test on the server and frees Start Test', async () => {
    const server = journeyServer();
    const { user } = renderApp('/user-journey-test');
    await user.click(await screen.findByRole('button', { name: 'Start Test: Rescue: Slow API Project' }));
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    await user.click(screen.getByRole('button', { name: 'Reset Test' }));

    expect(await screen.findByRole('tab', { name: 'Test Scenarios', selected: true })).toBeVisible();
    expect(screen.queryByText('Recording')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Test: Rescue: Slow API Project' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(server.fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('resumes a running test after a reload at the step it reached', async () => {
    journeyServer();
    const first = renderApp('/user-journey-test');
    await first.user.click(
      await screen.findByRole('button', { name: 'Start Test: Rescue: Slow API Project' }),
    );
    await first.user.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(screen.getAllByText('Done')).toHaveLength(1));
    first.unmount();

    renderApp('/user-journey-test');
    expect(await screen.findByRole('tab', { name: 'Active Test', selected: true })).toBeVisible();
    expect(screen.getAllByText('Done')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: '1 of 6 steps complete' })).toBeVisible();
  });

  it('keeps a result locally when the network fails, and sends it later', async () => {
    const server = journeyServer({ failSubmit: 503 });
    const { user, unmount } = renderApp('/user-journey-test');
    await user.click(
      await screen.findByRole('button', { name: 'Start Test: New Project: Theme Management' }),
    );
    for (let step = 0; step < 4; step++) {
      await user.click(await screen.findByRole('button', { name: 'Complete' }));
      await waitFor(() => expect(screen.getAllByText('Done')).toHaveLength(step + 1));
    }
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Test completed locally')).toBeVisible();
    expect(screen.getByText(/Network issues prevented data submission/)).toBeVisible();
    expect(await screen.findByText('1 result completed locally is waiting to be sent.')).toBeVisible();
    expect(localStorage.getItem('charter.user-journey.pending.usr_journey')).toContain('"rating":5');
    unmount();

    // Back online: opening the screen sends it, with the same localId.
    server.setFailSubmit(false);
    renderApp('/user-journey-test');
    await waitFor(() => expect(server.results).toHaveLength(1));
    expect(server.sent[1]).toEqual(server.sent[0]);
    expect(localStorage.getItem('charter.user-journey.pending.usr_journey')).toBeNull();
  });

  it('shows the server’s reason for a refused result instead of keeping it', async () => {
    journeyServer({ failSubmit: 400 });
    const { user } = renderApp('/user-journey-test');
    await user.click(await screen.findByRole('button', { name: 'Start Test: Rescue: Dependency Hell' }));
    for (let step = 0; step < 4; step++) {
      await user.click(await screen.findByRole('button', { name: 'Complete' }));
      await waitFor(() => expect(screen.getAllByText('Done')).toHaveLength(step + 1));
    }
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a rating from 1 to 5 stars.');
    expect(screen.queryByText('Test completed locally')).toBeNull();
    expect(localStorage.getItem('charter.user-journey.pending.usr_journey')).toBeNull();
    expect(screen.getByText('Recording')).toBeVisible();
  });
});

describe('User Journey Testing (admin)', () => {
  it('shows every user’s analytics and results', async () => {
    const results: JourneyResult[] = [
      {
        resultId: 'jrn_1',
        scenarioId: 'rescue-slow-api',
        scenarioName: 'Rescue: Slow API Project',
        userType: 'new',
        completedSteps: 6,
        totalSteps: 6,
        timeSpent: 16,
        rating: 4,
        feedback: 'Good',
        issues: [],
        completedAt: '2026-01-02T10:00:00.000Z',
        submittedAt: '2026-01-02T10:00:00.000Z',
      },
    ];
    fakeServer({
      'GET /api/admin/me': () =>
        json(200, { authenticated: true, admin: { email: 'admin@charter.test', role: 'admin' } }),
      'GET /api/admin/user-journey/analytics': () => json(200, computeJourneyAnalytics(results)),
      'GET /api/admin/user-journey/results': () => json(200, { results }),
    });
    renderApp('/admin/user-journey-testing');
    expect(await screen.findByText('Total tests')).toBeVisible();
    expect(screen.getByText('Average rating', { selector: 'dt' }).nextSibling?.textContent).toBe('4.0 / 5');
    expect(screen.getByRole('heading', { name: 'Results (1)' })).toBeVisible();
  });

  it('shows a failed load with Retry, not figures', async () => {
    fakeServer({
      'GET /api/admin/me': () =>
        json(200, { authenticated: true, admin: { email: 'admin@charter.test', role: 'admin' } }),
      'GET /api/admin/user-journey/analytics': () => json(503, { error: 'Store down.', code: 'UNAVAILABLE' }),
      'GET /api/admin/user-journey/results': () => json(200, { results: [] }),
    });
    renderApp('/admin/user-journey-testing');
    expect(await screen.findByText('Store down.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.queryByText('Total tests')).toBeNull();
  });
});
