import { AGENT_DECISIONS_NOTE } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_CONTEXT_KEY } from '../../../lib/onboarding-context';
import { makeLedgerEntry, makeRebellion } from '../../../testing/catalogue-factories';
import { makeProject, makeUser } from '../../../testing/factories';
import { fakeServer, json, noUser, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

function withProjects(
  answer: () => Response | Promise<Response>,
  ledger: {
    rebellions?: () => Response | Promise<Response>;
    decisions?: () => Response | Promise<Response>;
  } = {},
) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'GET /api/user/projects': answer,
    'GET /api/user/rebellions': ledger.rebellions ?? (() => json(200, { rebellions: [] })),
    'GET /api/user/decisions': ledger.decisions ?? (() => json(200, { decisions: [] })),
  });
}

const projectsSection = () => screen.getByRole('region', { name: 'My Projects' });

describe('dashboard', () => {
  it('shows three skeleton cards while projects load', async () => {
    withProjects(pending);
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Charter' });
    expect(screen.getAllByTestId('project-skeleton')).toHaveLength(3);
  });

  it('invites a first project when there is none and no imported context', async () => {
    withProjects(() => json(200, { projects: [] }));
    renderApp('/dashboard');
    const link = await screen.findByRole('link', { name: 'Create Your First Project' });
    expect(link.getAttribute('href')).toBe('/primer-generator');
    expect(screen.queryByRole('link', { name: 'Create Project with My Context' })).toBeNull();
    expect(screen.queryByText(/92%|58 disasters/)).toBeNull();
    expect(screen.getAllByText(/No projects yet/).length).toBeGreaterThan(0);
  });

  it('offers to use the imported context when onboarding stored one', async () => {
    localStorage.setItem(ONBOARDING_CONTEXT_KEY, '# notes.md\n\nWe build invoices.');
    withProjects(() => json(200, { projects: [] }));
    renderApp('/dashboard');
    const link = await screen.findByRole('link', { name: 'Create Project with My Context' });
    expect(link.getAttribute('href')).toBe('/primer-generator?context=onboarding');
    expect(screen.queryByRole('link', { name: 'Create Your First Project' })).toBeNull();
  });

  it('shows a card per project with its status and a details link, and figures from them', async () => {
    withProjects(() =>
      json(200, {
        projects: [
          makeProject({
            id: 'p1',
            name: 'Invoice Tracker',
            completionStatus: true,
            updatedAt: '2026-01-05T10:00:00.000Z',
          }),
          makeProject({
            id: 'p 2',
            name: 'Recipe Box',
            description: 'Family recipes.',
            completionStatus: false,
          }),
        ],
      }),
    );
    renderApp('/dashboard');
    const invoice = (await screen.findByRole('heading', { name: 'Invoice Tracker' })).closest('article')!;
    expect(within(invoice).getByText('Complete')).toBeVisible();
    expect(
      within(invoice)
        .getByRole('link', { name: /View details/ })
        .getAttribute('href'),
    ).toBe('/project/p1');
    const recipe = within(projectsSection()).getByRole('heading', { name: 'Recipe Box' }).closest('article')!;
    expect(within(recipe).getByText('In Progress')).toBeVisible();
    expect(within(recipe).getByText('Family recipes.')).toBeVisible();
    expect(
      within(recipe)
        .getByRole('link', { name: /View details/ })
        .getAttribute('href'),
    ).toBe('/project/p%202');
    expect(
      within(recipe)
        .getByText(/Updated/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe('2026-01-03T10:00:00.000Z');

    // Last Updated is the newest project's updatedAt, not a fixed "2h ago".
    expect(
      screen
        .getByText(/Last updated/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe('2026-01-05T10:00:00.000Z');
    const today = screen.getByRole('region', { name: 'What do I need to do today?' });
    expect(within(today).getByText('1 project in progress')).toBeVisible();
    expect(
      within(today)
        .getByRole('link', { name: /Continue Recipe Box/ })
        .getAttribute('href'),
    ).toBe('/project/p%202');
    expect(
      screen
        .getByRole('progressbar', { name: 'Projects with a generated primer' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
  });

  it('offers a retry when the projects cannot be loaded', async () => {
    withProjects(() => json(500, { error: 'Something went wrong.', code: 'INTERNAL' }));
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('puts pending rebellions first in today’s list', async () => {
    const server = withProjects(() => json(200, { projects: [] }), {
      rebellions: () =>
        json(200, { rebellions: [makeRebellion(), makeRebellion({ rebellion_id: 'reb_2' })] }),
    });
    renderApp('/dashboard');
    const today = await screen.findByRole('region', { name: 'What do I need to do today?' });
    await within(today).findByText('2 rebellions waiting for your decision');
    const rows = within(today).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('2 rebellions waiting for your decision')).toBeVisible();
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /Review rebellions/ })
        .getAttribute('href'),
    ).toBe('/my-projects?tab=rebellions');
    expect(server.mock.calls.map(([url]) => String(url))).toContain('/api/user/rebellions?status=pending');
  });

  it('shows no rebellion row when none wait', async () => {
    withProjects(() => json(200, { projects: [] }));
    renderApp('/dashboard');
    const today = await screen.findByRole('region', { name: 'What do I need to do today?' });
    await screen.findByText(/No decisions recorded yet/);
    expect(within(today).queryByText(/rebellion/)).toBeNull();
  });

  it('counts the ledger’s decisions per range and lists the latest', async () => {
    const day = 24 * 3600 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    withProjects(() => json(200, { projects: [] }), {
      decisions: () =>
        json(200, {
          decisions: [
            makeLedgerEntry({
              decision_id: 'd1',
              at: ago(1),
              status: 'blocked',
              description: 'Install 75 packages',
            }),
            makeLedgerEntry({
              decision_id: 'd2',
              at: ago(2),
              status: 'approved',
              description: 'Add alt text',
            }),
            makeLedgerEntry({
              decision_id: 'd3',
              at: ago(10),
              status: 'warning',
              description: 'Timeout 12 s',
            }),
            makeLedgerEntry({
              decision_id: 'd4',
              at: ago(40),
              status: 'approved',
              description: 'Add a test',
            }),
          ],
        }),
    });
    const { user } = renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Key Decisions' });
    const figure = (label: string) =>
      within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await within(panel).findByText('Install 75 packages');
    expect([figure('Approved'), figure('Blocked'), figure('Warnings')]).toEqual(['1', '1', '0']);
    expect(within(panel).getByText(AGENT_DECISIONS_NOTE)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: '30 days' }));
    expect([figure('Approved'), figure('Blocked'), figure('Warnings')]).toEqual(['1', '1', '1']);
    await user.click(within(panel).getByRole('button', { name: 'All time' }));
    expect([figure('Approved'), figure('Blocked'), figure('Warnings')]).toEqual(['2', '1', '1']);
    const first = within(panel).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Blocked')).toBeVisible();
  });

  it('offers a retry when the decisions cannot be loaded', async () => {
    withProjects(() => json(200, { projects: [] }), { decisions: () => json(500, {}) });
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Retry decisions' })).toBeVisible();
  });
});

describe('module progress and next step', () => {
  it('computes the modules from keys, the ledger and rebellions, and offers the next step', async () => {
    fakeServer({
      'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
      'GET /api/user/projects': () => json(200, { projects: [makeProject({ completionStatus: true })] }),
      'GET /api/user/rebellions': () => json(200, { rebellions: [] }),
      'GET /api/user/decisions': () => json(200, { decisions: [] }),
      'GET /api/keys': () => json(200, { keys: [] }),
    });
    renderApp('/dashboard');
    const modules = await screen.findByRole('region', { name: 'Module Progress' });
    expect(await within(modules).findByText('No Charter API key yet.')).toBeVisible();
    expect(within(modules).getByText('1 primer generated for 1 project.')).toBeVisible();
    const next = screen.getByRole('region', { name: 'Next Step' });
    expect(within(next).getByRole('link', { name: 'Create a Charter API key' }).getAttribute('href')).toBe(
      '/charter-api-keys',
    );
  });

  it('says when its data could not be loaded, with Retry', async () => {
    withProjects(() => json(200, { projects: [] }));
    renderApp('/dashboard');
    const next = await screen.findByRole('region', { name: 'Next Step' });
    expect(await within(next).findByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('the second dashboard', () => {
  it('shows the same panels under its own title with New Project', async () => {
    withProjects(() => json(200, { projects: [makeProject()] }));
    renderApp('/dashboard-old');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Charter Dashboard' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Project' }).getAttribute('href')).toBe('/primer-generator');
    expect(await screen.findByRole('region', { name: 'Project Status' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Module Progress' })).toBeVisible();
  });

  it('invites a signed-out visitor to sign in', async () => {
    fakeServer({ 'GET /api/auth/me': noUser });
    renderApp('/dashboard-old');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Charter Dashboard' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
