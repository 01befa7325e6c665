import type { ContextEntry, ProjectActivity } from '@charter/core';
import { summarizeProjectActivity } from '@charter/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProject, makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

/** The Charter project (the product governing its own repository) shows its context entries. */

const me = () => json(200, { success: true, user: makeUser({ id: 'u1' }) });
const activity: ProjectActivity = {
  projectId: 'p1',
  decisions: [],
  rebellions: [],
  summary: summarizeProjectActivity([], []),
};

const entry = (id: string, date: string, overrides: Partial<ContextEntry> = {}): ContextEntry => ({
  id,
  kind: 'insight',
  type: 'architectural_change',
  title: `Entry ${id}`,
  description: `What happened in ${id}`,
  impact: 'high',
  tags: ['blocked', 'dependencies'],
  date,
  ...overrides,
});

const entries: ContextEntry[] = [
  entry('e4', '2026-01-04T10:00:00.000Z', {
    kind: 'evolution',
    type: 'decision_blocked',
    title: 'Decision blocked: dependency',
    impact: null,
    tags: ['governance'],
  }),
  entry('e3', '2026-01-03T10:00:00.000Z', { title: 'dependency: Add 31 packages for charts' }),
  entry('e2', '2026-01-02T10:00:00.000Z', { impact: 'low', type: 'technical_decision' }),
  entry('e1', '2026-01-01T10:00:00.000Z', { type: 'foundational_vision', title: 'Vision: Charter' }),
];

function serve(name: string, answer: () => Response | Promise<Response>) {
  return fakeServer({
    'GET /api/auth/me': me,
    'GET /api/projects/p1': () => json(200, makeProject({ id: 'p1', name })),
    'GET /api/projects/p1/activity': () => json(200, activity),
    'GET /api/conversational-primer/user-sessions/u1': () => json(200, { success: true, sessions: [] }),
    'GET /api/context/entries/charter': answer,
  });
}

const entryCalls = (server: ReturnType<typeof fakeServer>) =>
  server.mock.calls.filter(([input]) => String(input).includes('/api/context/entries/'));

describe('/project/:projectId for the Charter project', () => {
  it('overview: the historical-context summary with counts, the 3 newest and the two buttons', async () => {
    const server = serve(' charter ', () => json(200, { entries }));
    renderApp('/project/p1');
    const summary = await screen.findByRole('region', { name: 'Historical Context Summary' });
    const newest = await within(summary).findByRole('list', { name: 'Newest context entries' });
    expect(
      within(newest)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.today-title')?.textContent),
    ).toEqual(['Decision blocked: dependency', 'dependency: Add 31 packages for charts', 'Entry e2']);
    const figure = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(figure('Context entries')).toBe('4');
    expect(figure('Insights')).toBe('3');
    expect(figure('Evolution events')).toBe('1');
    expect(figure('High impact')).toBe('2');
    expect(within(summary).getByRole('link', { name: 'View Project History' }).getAttribute('href')).toBe(
      '/project/p1/historical-context',
    );
    expect(within(summary).getByRole('link', { name: 'Open Historical Context' }).getAttribute('href')).toBe(
      '/historical-context',
    );
    expect(entryCalls(server)).toHaveLength(1);
  });

  it('context: every entry with type, title, description, impact, tags and date', async () => {
    serve('Charter', () => json(200, { entries }));
    renderApp('/project/p1/context');
    const list = await screen.findByRole('list', { name: 'Context entries' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[1]!.textContent).toContain('Architectural change');
    expect(rows[1]!.textContent).toContain('dependency: Add 31 packages for charts');
    expect(rows[1]!.textContent).toContain('What happened in e3');
    expect(rows[1]!.textContent).toContain('high impact');
    expect(rows[1]!.textContent).toContain('tags: blocked, dependencies');
    expect(rows[1]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-03T10:00:00.000Z');
    expect(rows[0]!.textContent).toContain('Evolution event');
    expect(rows[0]!.textContent).not.toContain('impact');
    // The saved project context stays above the entries.
    expect(screen.getByRole('region', { name: 'Project Context' })).toBeVisible();
  });

  it('says so when nothing is recorded, never sample entries', async () => {
    serve('Charter', () => json(200, { entries: [] }));
    const { router } = renderApp('/project/p1');
    const summary = await screen.findByRole('region', { name: 'Historical Context Summary' });
    expect(
      await within(summary).findByText('No context entries recorded for this project yet.'),
    ).toBeVisible();
    expect(within(summary).getByText('Context entries').nextElementSibling?.textContent).toBe('0');
    await router.navigate('/project/p1/context');
    const panel = await screen.findByRole('region', { name: 'Context Entries' });
    expect(await within(panel).findByText('No context entries recorded for this project yet.')).toBeVisible();
  });

  it('shows a failure with Retry', async () => {
    let calls = 0;
    serve('Charter', () => {
      calls += 1;
      return calls === 1 ? json(500, { error: 'Internal error', code: 'INTERNAL' }) : json(200, { entries });
    });
    const { user } = renderApp('/project/p1');
    const summary = await screen.findByRole('region', { name: 'Historical Context Summary' });
    expect(await within(summary).findByRole('alert')).toBeVisible();
    await user.click(within(summary).getByRole('button', { name: 'Retry' }));
    expect(await within(summary).findByRole('list', { name: 'Newest context entries' })).toBeVisible();
  });
});

describe('/project/:projectId for any other project', () => {
  it('keeps its overview and context, and never asks for context entries', async () => {
    const server = serve('Charter App', () => json(200, { entries }));
    const { router } = renderApp('/project/p1');
    await screen.findByRole('heading', { level: 1, name: 'Charter App' });
    await screen.findByRole('list', { name: 'Recent activity' });
    expect(screen.queryByRole('region', { name: 'Historical Context Summary' })).toBeNull();
    await router.navigate('/project/p1/context');
    await screen.findByRole('region', { name: 'Project Context' });
    expect(screen.queryByRole('region', { name: 'Context Entries' })).toBeNull();
    await waitFor(() => expect(server.mock.calls.length).toBeGreaterThan(0));
    expect(entryCalls(server)).toHaveLength(0);
  });
});
