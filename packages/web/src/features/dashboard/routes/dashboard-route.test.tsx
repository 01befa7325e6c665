import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_CONTEXT_KEY } from '../../../lib/onboarding-context';
import { makeProject, makeUser } from '../../../testing/factories';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

function withProjects(answer: () => Response | Promise<Response>) {
  fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'GET /api/user/projects': answer,
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
    expect(link.getAttribute('href')).toBe('/primer-generator');
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
    expect(within(invoice).getByText('Complete')).toBeTruthy();
    expect(
      within(invoice)
        .getByRole('link', { name: /View details/ })
        .getAttribute('href'),
    ).toBe('/project/p1');
    const recipe = within(projectsSection()).getByRole('heading', { name: 'Recipe Box' }).closest('article')!;
    expect(within(recipe).getByText('In Progress')).toBeTruthy();
    expect(within(recipe).getByText('Family recipes.')).toBeTruthy();
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
    expect(within(today).getByText('1 project in progress')).toBeTruthy();
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
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
