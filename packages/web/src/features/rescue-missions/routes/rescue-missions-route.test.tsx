import type { AdminRescueMission, RescueMission } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

function makeMission(overrides: Partial<RescueMission> = {}): RescueMission {
  return {
    id: 'rm_1',
    projectName: 'Shop',
    userGoal: 'Ship the checkout',
    problemDescription: 'API calls take 25 seconds.',
    timeInvested: '3 months',
    businessImpact: 'Lost sales',
    repositoryUrl: null,
    phase: 'rapid_diagnosis',
    status: 'gathering_info',
    diagnosis: {
      facts: { currentDependencies: null, timeoutMs: 25_000, buildSeconds: null },
      evidence: { timeoutMs: 'text: "calls take 25 seconds"' },
      constitutionVersion: '1.0.0',
      diagnosedAt: '2026-01-01T00:00:00.000Z',
    },
    repository: {
      state: 'none',
      startedAt: null,
      finishedAt: null,
      overallHealth: null,
      filesScanned: null,
      commit: null,
      message: null,
    },
    findings: [
      {
        source: 'description',
        ruleId: 'CH-API-001',
        title: 'Every outbound API call has a timeout of at most 10 s',
        severity: 'high',
        message: 'A 25 s timeout exceeds the limit of 10 s: lower it to 10 s or request an exception',
        evidence: 'text: "calls take 25 seconds"',
        fix: 'Use AbortSignal.timeout(10000).',
        occurrences: 1,
      },
    ],
    recommendations: [],
    plan: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

const signedIn = { 'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }) };

describe('Rescue Missions', () => {
  it('says "No rescue missions yet" with zero counts when there are none', async () => {
    fakeServer({ ...signedIn, 'GET /api/rescue-missions': () => json(200, { missions: [] }) });
    renderApp('/rescue-missions');
    expect(await screen.findByText('No rescue missions yet')).toBeVisible();
    expect(screen.getByText('Active missions').nextElementSibling?.textContent).toBe('0');
    expect(screen.getByText('Recovered projects').nextElementSibling?.textContent).toBe('0');
  });

  it('shows the error with Retry, never sample missions', async () => {
    let calls = 0;
    fakeServer({
      ...signedIn,
      'GET /api/rescue-missions': () =>
        ++calls === 1 ? json(500, { error: 'boom' }) : json(200, { missions: [makeMission()] }),
    });
    const { user } = renderApp('/rescue-missions');
    expect(await screen.findByText('Your rescue missions could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Rescue missions' })).toBeVisible();
  });

  it('requires the five fields, then starts a mission, closes the form and refreshes the list', async () => {
    let missions: RescueMission[] = [];
    const sent: unknown[] = [];
    fakeServer({
      ...signedIn,
      'GET /api/rescue-missions': () => json(200, { missions }),
      'POST /api/rescue-missions': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        missions = [makeMission()];
        return json(201, { mission: missions[0] });
      },
    });
    const { user } = renderApp('/rescue-missions');
    await user.click(await screen.findByRole('button', { name: 'Start Rescue Mission' }));
    await user.click(screen.getByRole('button', { name: 'Start Mission' }));
    for (const message of [
      'Project name is required.',
      'Your goal is required.',
      'Problem description is required.',
      'Time invested is required.',
      'Business impact is required.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Project name'));
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Project name'), 'Shop');
    await user.type(screen.getByLabelText('Your goal'), 'Ship the checkout');
    await user.type(screen.getByLabelText('Problem description'), 'API calls take 25 seconds.');
    await user.type(screen.getByLabelText('Time invested'), '3 months');
    await user.type(screen.getByLabelText('Business impact'), 'Lost sales');
    await user.click(screen.getByRole('button', { name: 'Start Mission' }));

    const list = await screen.findByRole('list', { name: 'Rescue missions' });
    expect(sent).toEqual([
      {
        projectName: 'Shop',
        userGoal: 'Ship the checkout',
        problemDescription: 'API calls take 25 seconds.',
        timeInvested: '3 months',
        businessImpact: 'Lost sales',
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Start a rescue mission' })).toBeNull();
    expect(within(list).getByText('Rapid diagnosis')).toBeVisible();
    expect(within(list).getByText('Gathering info')).toBeVisible();
    expect(screen.getByText('Active missions').nextElementSibling?.textContent).toBe('1');
  });

  it('opens a mission and walks it: analysis, recovery, steps, completion', async () => {
    const step = (id: string, title: string, done = false) => ({
      id,
      title,
      detail: 'Do it.',
      ruleId: null,
      done,
      doneAt: done ? '2026-01-01T00:00:00.000Z' : null,
    });
    let mission = makeMission();
    const calls: string[] = [];
    const answer = (next: RescueMission) => {
      mission = next;
      return json(200, { mission });
    };
    fakeServer({
      ...signedIn,
      'GET /api/rescue-missions': () => json(200, { missions: [mission] }),
      'POST /api/rescue-missions/rm_1/analyze': () => {
        calls.push('analyze');
        return answer({
          ...mission,
          phase: 'strategic_recommendation',
          status: 'recommendations_ready',
          recommendations: [
            {
              ruleId: 'CH-API-001',
              severity: 'high',
              title: 'Timeouts',
              action: 'Use AbortSignal.timeout(10000).',
            },
          ],
          plan: [step('step-1', 'Fix: timeouts'), step('step-2', 'Measure again')],
        });
      },
      'POST /api/rescue-missions/rm_1/recovery': () => {
        calls.push('recovery');
        return answer({ ...mission, phase: 'guided_recovery' });
      },
      'PATCH /api/rescue-missions/rm_1/steps/step-1': (init) => {
        calls.push(`step-1 ${String(init?.body)}`);
        return answer({ ...mission, plan: [step('step-1', 'Fix: timeouts', true), mission.plan[1]!] });
      },
      'PATCH /api/rescue-missions/rm_1/steps/step-2': () => {
        calls.push('step-2');
        return answer({ ...mission, plan: [mission.plan[0]!, step('step-2', 'Measure again', true)] });
      },
      'POST /api/rescue-missions/rm_1/complete': () => {
        calls.push('complete');
        return answer({ ...mission, status: 'completed', completedAt: '2026-01-02T00:00:00.000Z' });
      },
    });
    const { user } = renderApp('/rescue-missions');
    await user.click(await screen.findByRole('button', { name: 'Open Shop' }));
    const detail = await screen.findByRole('region', { name: 'Shop' });
    expect(within(detail).getByText(/A 25 s timeout exceeds the limit of 10 s/)).toBeVisible();
    expect(within(detail).getByText('25 s')).toBeVisible();

    await user.click(within(detail).getByRole('button', { name: 'Run Comprehensive Analysis' }));
    await user.click(await within(detail).findByRole('button', { name: 'Start Guided Recovery' }));
    const complete = await within(detail).findByRole('button', { name: 'Complete Mission' });
    expect((complete as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(detail).getByRole('checkbox', { name: 'Fix: timeouts' }));
    await screen.findByText('1 of 2 steps left.');
    await user.click(within(detail).getByRole('checkbox', { name: 'Measure again' }));
    await screen.findByText('Every step is done.');
    await user.click(within(detail).getByRole('button', { name: 'Complete Mission' }));
    expect(await within(detail).findByText('Project recovered.')).toBeVisible();
    expect(calls).toEqual(['analyze', 'recovery', 'step-1 {"done":true}', 'step-2', 'complete']);
    expect(screen.getByText('Recovered projects').nextElementSibling?.textContent).toBe('1');
  });

  it('shows a running repository scan as analyzing, and a failed one with its reason', async () => {
    const running = makeMission({
      id: 'rm_2',
      projectName: 'Blog',
      repositoryUrl: 'https://github.com/acme/blog',
      phase: 'comprehensive_analysis',
      status: 'analyzing',
      repository: { ...makeMission().repository, state: 'running', startedAt: '2026-01-01T00:00:00.000Z' },
    });
    const failed = makeMission({
      phase: 'strategic_recommendation',
      status: 'recommendations_ready',
      repositoryUrl: 'https://github.com/acme/shop',
      repository: { ...makeMission().repository, state: 'failed', message: 'The repository was not found.' },
    });
    fakeServer({ ...signedIn, 'GET /api/rescue-missions': () => json(200, { missions: [running, failed] }) });
    const { user } = renderApp('/rescue-missions?mission=rm_2');
    const detail = await screen.findByRole('region', { name: 'Blog' });
    expect(within(detail).getByRole('status').textContent).toContain('Analyzing');
    expect(within(detail).getByText(/Scanning https:\/\/github.com\/acme\/blog/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close Blog' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Open Shop' }));
    const shop = await screen.findByRole('region', { name: 'Shop' });
    expect(within(shop).getByRole('alert').textContent).toContain('The repository was not found.');
  });
});

describe('Rescue Missions detail (issue 20)', () => {
  it('shows the description’s facts as stat cards with their quotes, and a secondary Close', async () => {
    const mission = makeMission({
      diagnosis: {
        facts: { currentDependencies: 92, timeoutMs: null, buildSeconds: null },
        evidence: {
          currentDependencies: 'text: "pulls in 92 direct dependencies"',
          timeoutMissing: 'text: "have no timeout"',
        },
        constitutionVersion: '1.0.0',
        diagnosedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    fakeServer({ ...signedIn, 'GET /api/rescue-missions': () => json(200, { missions: [mission] }) });
    renderApp('/rescue-missions?mission=rm_1');
    const detail = await screen.findByRole('region', { name: 'Shop' });
    const card = (label: string) => within(detail).getByText(label).closest('.stat-card')?.textContent;
    expect(card('Direct dependencies')).toBe('Direct dependencies92From "pulls in 92 direct dependencies"');
    expect(card('API timeout')).toBe('API timeoutNoneFrom "have no timeout"');
    expect(card('Build time')).toBe('Build timeNot statedThe description does not say');
    expect(within(detail).queryByText('Not mentioned')).toBeNull();
    const close = screen.getByRole('button', { name: 'Close Shop' });
    expect(close.className).toContain('btn-secondary');
    expect(close.className).not.toContain('btn-primary');
  });
});

describe('Rescue Missions (admin)', () => {
  const admin = {
    'GET /api/admin/me': () =>
      json(200, { authenticated: true, admin: { email: 'root@charter.test', role: 'admin' } }),
  };
  const adminMission = (overrides: Partial<RescueMission> = {}): AdminRescueMission => ({
    ...makeMission(overrides),
    owner: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
  });

  it("lists every user's missions with their owner and opens one read-only", async () => {
    fakeServer({
      ...admin,
      'GET /api/admin/rescue-missions': () => json(200, { missions: [adminMission()] }),
      'GET /api/admin/rescue-missions/rm_1': () => json(200, { mission: adminMission() }),
    });
    const { user } = renderApp('/admin/rescue-missions');
    const list = await screen.findByRole('list', { name: 'Rescue missions' });
    expect(within(list).getByText('ada@example.com')).toBeVisible();
    await user.click(within(list).getByRole('link', { name: 'View Shop (ada@example.com)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rescue mission: Shop' })).toBeVisible();
    expect(screen.getByText('Started by Ada (ada@example.com).')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Run Comprehensive Analysis' })).toBeNull();
  });

  it('says so when the mission does not exist', async () => {
    fakeServer({
      ...admin,
      'GET /api/admin/rescue-missions/rm_x': () =>
        json(404, { error: 'No rescue mission.', code: 'NOT_FOUND' }),
    });
    renderApp('/admin/rescue-missions/rm_x');
    expect(await screen.findByText('No rescue mission rm_x.')).toBeVisible();
  });
});
