import type { ConversationSession, LedgerEntry, ProjectActivity, Rebellion } from '@charter/core';
import { summarizeProjectActivity } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject, makeUser } from '../../../testing/factories';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const me = () => json(200, { success: true, user: makeUser({ id: 'u1' }) });
const project = makeProject({
  id: 'p1',
  name: 'Invoice Tracker',
  url: 'https://invoices.example.com/',
  primerContent: '# Project Primer: Invoice Tracker\n\nTrack invoices.',
  completionStatus: true,
  projectVision: 'Freelancers get paid on time.',
});

function decision(id: string, at: string, status: LedgerEntry['status']): LedgerEntry {
  return {
    decision_id: id,
    at,
    source: 'external',
    project_id: 'p1',
    project_name: 'Invoice Tracker',
    agent_id: 'claude-code',
    decision_type: 'dependency',
    description: `Change ${id}`,
    proposed_action: null,
    status,
    score: status === 'blocked' ? 30 : 100,
    risk: status === 'blocked' ? 'HIGH' : 'LOW',
    violated_rule_ids: status === 'blocked' ? ['max-dependencies'] : [],
    violated_categories: [],
    exception_rebellion_id: null,
    constitution_version: '1.0.0',
  };
}

const rebellion: Rebellion = {
  rebellion_id: 'r1',
  project_id: 'p1',
  project_name: 'Invoice Tracker',
  agent_id: 'claude-code',
  decision_id: 'd2',
  decision_type: 'dependency',
  requested_action: 'Allow 60 dependencies',
  justification: 'The PDF export needs them.',
  rule_ids: ['max-dependencies'],
  max_value: 60,
  ceilings: { 'max-dependencies': { max: 60, unit: 'dependencies' } },
  uses: 1,
  status: 'pending',
  risk_analysis: { level: 'MEDIUM', reasons: [] },
  created_at: '2026-01-05T12:00:00.000Z',
  decided_at: null,
  decided_by: null,
  expires_at: null,
  rejection_reason: null,
  times_used: 0,
  history: [{ at: '2026-01-05T12:00:00.000Z', actor: 'agent:claude-code', action: 'filed', note: null }],
};

// A fixture ledger: newest first, 3 approved, 1 warning, 2 blocked.
const decisions = [
  decision('d6', '2026-01-06T09:00:00.000Z', 'approved'),
  decision('d5', '2026-01-05T11:00:00.000Z', 'blocked'),
  decision('d4', '2026-01-04T11:00:00.000Z', 'warning'),
  decision('d3', '2026-01-04T10:00:00.000Z', 'approved'),
  decision('d2', '2026-01-03T11:00:00.000Z', 'blocked'),
  decision('d1', '2026-01-03T10:30:00.000Z', 'approved'),
];
const activity: ProjectActivity = {
  projectId: 'p1',
  decisions,
  rebellions: [rebellion],
  summary: summarizeProjectActivity(decisions, [rebellion]),
};
const emptyActivity: ProjectActivity = {
  projectId: 'p1',
  decisions: [],
  rebellions: [],
  summary: summarizeProjectActivity([], []),
};

function session(id: string, title: string, messages: number): ConversationSession {
  return {
    sessionId: id,
    messages: Array.from({ length: messages }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('charter' as const),
      content: `m${i}`,
      timestamp: '2026-01-04T10:00:00.000Z',
    })),
    extractedElements: {},
    projectContext: {},
    conversationDepth: 4,
    projectTitle: title,
    createdAt: '2026-01-04T10:00:00.000Z',
    updatedAt: '2026-01-04T10:00:00.000Z',
  };
}

const sessions = [session('s1', 'invoice tracker', 12), session('s2', 'Something Else', 3)];

function serve(overrides: Record<string, Parameters<typeof fakeServer>[0][string]> = {}) {
  return fakeServer({
    'GET /api/auth/me': me,
    'GET /api/projects/p1': () => json(200, project),
    'GET /api/projects/p1/activity': () => json(200, activity),
    'GET /api/conversational-primer/user-sessions/u1': () => json(200, { success: true, sessions }),
    ...overrides,
  });
}

describe('/project/:projectId', () => {
  it('shows a loading state', async () => {
    serve({ 'GET /api/projects/p1': pending });
    renderApp('/project/p1');
    expect(await screen.findByText('Loading project...')).toBeVisible();
  });

  it('shows the header: breadcrumb, View Site in a new tab, Settings', async () => {
    serve();
    renderApp('/project/p1');
    await screen.findByRole('heading', { level: 1, name: 'Invoice Tracker' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'My Projects' }).getAttribute('href')).toBe(
      '/my-projects',
    );
    const site = screen.getByRole('link', { name: /View Site/ });
    expect(site.getAttribute('href')).toBe('https://invoices.example.com/');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Settings' }).getAttribute('href'),
    ).toBe('/my-projects?tab=settings');
  });

  it('has no View Site button for a project without a site', async () => {
    serve({ 'GET /api/projects/p1': () => json(200, { ...project, url: null }) });
    renderApp('/project/p1');
    await screen.findByRole('heading', { level: 1, name: 'Invoice Tracker' });
    expect(screen.queryByRole('link', { name: /View Site/ })).toBeNull();
  });

  it('computes the four status cards from the project ledger', async () => {
    serve();
    renderApp('/project/p1');
    const status = await screen.findByRole('region', { name: 'Project status' });
    const card = async (label: string) => (await within(status).findByText(label)).closest('dl')!.textContent;
    expect(await card('Decisions')).toBe('Decisions63 approved · 1 warning');
    expect(await card('Blocked')).toBe('Blocked2Stopped by the constitution');
    expect(await card('Pending rebellions')).toBe('Pending rebellions11 rebellion filed in all');
    // 4 of 6 decisions passed (67%), a blocked decision and a pending rebellion: needs attention.
    expect(await card('Health')).toBe('HealthNeeds attention67% of the last 6 decisions passed');
  });

  it('says there is no activity yet rather than showing samples', async () => {
    serve({ 'GET /api/projects/p1/activity': () => json(200, emptyActivity) });
    renderApp('/project/p1');
    const status = await screen.findByRole('region', { name: 'Project status' });
    expect(await within(status).findByText('No activity yet')).toBeVisible();
    expect(within(status).getByText('No decisions recorded yet')).toBeVisible();
    const recent = screen.getByRole('list', { name: 'Recent activity' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Primer generated'), expect.stringContaining('Project created')]);
  });

  it('overview: the primer as a focusable region with copy and download, sessions, recent activity', async () => {
    serve();
    renderApp('/project/p1');
    const primer = await screen.findByRole('region', { name: 'Primer of Invoice Tracker' });
    expect(primer.textContent).toBe(project.primerContent);
    expect(primer.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Copy Primer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download Primer' })).toBeVisible();

    const sessionList = await screen.findByRole('list', { name: 'Conversation sessions' });
    const rows = within(sessionList).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('12 messages');
    expect(within(rows[0]!).getByRole('link', { name: 'Open Conversation' }).getAttribute('href')).toBe(
      '/chat-primer?recover=p1',
    );

    const recent = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]!.textContent).toContain('Decision approved');
    expect(items[1]!.textContent).toContain('Rebellion filed');
    expect(items[2]!.textContent).toContain('Decision blocked');
  });

  it('has no primer state and no sessions state', async () => {
    serve({
      'GET /api/projects/p1': () => json(200, { ...project, primerContent: '', completionStatus: false }),
      'GET /api/conversational-primer/user-sessions/u1': () => json(200, { success: true, sessions: [] }),
    });
    renderApp('/project/p1');
    expect(await screen.findByText('No primer has been generated for this project yet.')).toBeVisible();
    expect(await screen.findByText(/No conversation sessions for this project/)).toBeVisible();
  });

  it('the sections are tabs that follow the URL; arrow keys move between them', async () => {
    serve();
    const { router, user } = renderApp('/project/p1/timeline');
    const tabs = await screen.findByRole('tablist', { name: 'Project sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Context', 'Historical Context', 'Sessions', 'Timeline']);
    expect(screen.getByRole('tab', { name: 'Timeline' }).getAttribute('aria-selected')).toBe('true');
    const timeline = await screen.findByRole('list', { name: 'Project timeline' });
    // 6 decisions, 1 rebellion event, primer, creation.
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(9);
    expect(within(timeline).getAllByRole('listitem').at(-1)!.textContent).toContain('Project created');

    screen.getByRole('tab', { name: 'Timeline' }).focus();
    await user.keyboard('{Home}');
    expect(router.state.location.pathname).toBe('/project/p1');
    expect(document.activeElement?.textContent).toBe('Overview');
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe('/project/p1/context');
    expect(await screen.findByText('Freelancers get paid on time.')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe('/project/p1/historical-context');
    const decisionList = await screen.findByRole('list', { name: 'Decisions' });
    expect(within(decisionList).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(screen.getByRole('list', { name: 'Rebellions' })).getByText(/Allow 60 dependencies/),
    ).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.pathname).toBe('/project/p1/sessions');
    expect(await screen.findByRole('list', { name: 'Conversation sessions' })).toBeVisible();
  });

  it('says an unknown section is not found, with a way back', async () => {
    serve();
    renderApp('/project/p1/nope');
    expect(await screen.findByRole('heading', { name: 'Section Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the overview' }).getAttribute('href')).toBe(
      '/project/p1',
    );
  });

  it('shows the failure with Retry, never sample data', async () => {
    let calls = 0;
    serve({
      'GET /api/projects/p1': () => {
        calls += 1;
        return calls === 1 ? json(500, { error: 'Internal error', code: 'INTERNAL' }) : json(200, project);
      },
    });
    const { user } = renderApp('/project/p1');
    expect(await screen.findByText('Failed to load project data. Please refresh the page.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Project status' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice Tracker' })).toBeVisible();
  });

  it('says the project is not found on a 404, with a link to My Projects', async () => {
    serve({ 'GET /api/projects/p1': () => json(404, { error: 'No such project.', code: 'NOT_FOUND' }) });
    renderApp('/project/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to My Projects/ }).getAttribute('href')).toBe(
      '/my-projects',
    );
  });

  it('keeps the project when its activity fails, with Retry', async () => {
    serve({
      'GET /api/projects/p1/activity': () => json(500, { error: 'Internal error', code: 'INTERNAL' }),
    });
    renderApp('/project/p1');
    await screen.findByRole('heading', { level: 1, name: 'Invoice Tracker' });
    const status = screen.getByRole('region', { name: 'Project status' });
    expect(await within(status).findByRole('alert')).toBeVisible();
    expect(within(status).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(within(status).queryByText('Decisions')).toBeNull();
  });
  it('opens a decision from the timeline at /historical-context/decisions/:id, with a breadcrumb trail', async () => {
    serve();
    const { router, user } = renderApp('/project/p1/timeline');
    const timeline = await screen.findByRole('list', { name: 'Project timeline' });
    await user.click(within(timeline).getAllByRole('link', { name: 'Decision blocked' })[0]!);
    expect(router.state.location.pathname).toBe('/project/p1/historical-context/decisions/d5');
    const detail = await screen.findByRole('region', { name: 'Decision: dependency' });
    expect(within(detail).getByText('Change d5')).toBeVisible();
    expect(within(detail).getByText('max-dependencies')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Historical Context' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/my-projects', '/project/p1', '/project/p1/historical-context']);
    expect(within(crumbs).getByText('d5').getAttribute('aria-current')).toBe('page');
  });

  it('opens a rebellion, and says an unknown item is not found', async () => {
    serve();
    renderApp('/project/p1/historical-context/rebellions/r1');
    const detail = await screen.findByRole('region', { name: 'Rebellion: Allow 60 dependencies' });
    expect(within(detail).getByText('The PDF export needs them.')).toBeVisible();
    expect(within(detail).getByRole('link', { name: 'Review in My Projects' }).getAttribute('href')).toBe(
      '/my-projects?tab=rebellions',
    );
  });

  it('says a decision of another project (or none) is not found', async () => {
    serve();
    renderApp('/project/p1/historical-context/decisions/elsewhere');
    expect(await screen.findByRole('heading', { name: 'Decision Not Found' })).toBeVisible();
  });
});
