import type { ConnectedProject } from '@charter/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeRebellion } from '../../../testing/catalogue-factories';
import { makeProject, makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

type Handler = Parameters<typeof fakeServer>[0][string];

const CONNECTED: ConnectedProject = {
  id: 'c1',
  name: 'Shop',
  url: 'https://shop.example.com/',
  domain: 'shop.example.com',
  constitutionStatus: 'active',
  themeStatus: 'none',
  rebellions: 2,
  pendingRebellions: 1,
  decisions: 5,
  blockedDecisions: 1,
  lastActivity: '2026-01-05T10:00:00.000Z',
  keyId: 'key_abc',
  keyActive: true,
  createdAt: '2026-01-01T10:00:00.000Z',
};

function withServer(routes: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'GET /api/user/projects': () => json(200, { projects: [] }),
    'GET /api/user/connected-projects': () => json(200, { projects: [] }),
    'GET /api/user/rebellions': () => json(200, { rebellions: [] }),
    ...routes,
  });
}

const tab = (name: string) => screen.findByRole('tab', { name });

describe('My Projects', () => {
  it('has five tabs; ?tab= selects one and the arrow keys move between them', async () => {
    withServer();
    const { router } = renderApp('/my-projects?tab=connected');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    const tabs = within(screen.getByRole('tablist', { name: 'My Projects views' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overview',
      'Generated Projects',
      'Connected Projects',
      'Constitutional Rebellions',
      'Settings',
    ]);
    expect((await tab('Connected Projects')).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect((await tab('Constitutional Rebellions')).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?tab=rebellions');
    expect(await screen.findByText('No pending rebellions')).toBeVisible();
  });

  it('an unknown tab value falls back to the overview, with counts from the data', async () => {
    withServer({
      'GET /api/user/projects': () =>
        json(200, {
          projects: [
            makeProject({ name: 'Alpha' }),
            makeProject({ id: 'c', name: 'Shop', source: 'connected' }),
          ],
        }),
      'GET /api/user/rebellions': () => json(200, { rebellions: [makeRebellion()] }),
    });
    renderApp('/my-projects?tab=nope');
    expect((await tab('Overview')).getAttribute('aria-selected')).toBe('true');
    const generated = await screen.findByText('Generated projects');
    expect(generated.nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('Connected projects').nextElementSibling?.textContent).toBe('1');
    await waitFor(() =>
      expect(screen.getByText('Pending rebellions').nextElementSibling?.textContent).toBe('1'),
    );
  });

  it('says "Authentication error loading projects" on 401, with Retry that asks again', async () => {
    let calls = 0;
    withServer({
      'GET /api/user/projects': () => {
        calls++;
        return calls === 1
          ? json(401, { error: 'You are not signed in.', code: 'UNAUTHENTICATED' })
          : json(200, { projects: [] });
      },
    });
    const { user } = renderApp('/my-projects?tab=generated');
    expect(await screen.findByText('Authentication error loading projects')).toBeVisible();
    expect(calls).toBe(1); // an authentication error is not retried
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No generated projects yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start Conversation' }).getAttribute('href')).toBe(
      '/chat-primer',
    );
  });

  it('shows generated projects with the Live Projects the recovery rules find', async () => {
    withServer({
      'GET /api/user/projects': () =>
        json(200, {
          projects: [
            makeProject({
              id: 'p1',
              name: 'Invoice Tracker',
              description: 'Recovered conversation, 72 messages',
              primerContent: '# Project Primer: Invoice Tracker',
              source: 'conversation',
            }),
            makeProject({
              id: 'p2',
              name: 'Draft',
              description: 'A note',
              primerContent: '',
              // Made five minutes ago, it said "Last activity 1h ago".
              updatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
            }),
          ],
        }),
    });
    renderApp('/my-projects?tab=generated');
    const live = await screen.findByRole('region', { name: 'Live Projects' });
    const card = within(live).getByRole('article', { name: 'Invoice Tracker' });
    expect(
      within(card)
        .getByRole('link', { name: /Open Full Conversation/ })
        .getAttribute('href'),
    ).toBe('/chat-primer?recover=p1');
    expect(within(card).getByText('72')).toBeVisible();
    const draft = screen.getByRole('article', { name: 'Draft' });
    expect(within(draft).getByText('Last activity').nextElementSibling?.textContent).toBe('5 minutes ago');
    expect(
      (within(draft).getByRole('button', { name: /Download Primer Only/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('lists connected projects with their real status, and never samples when there are none', async () => {
    withServer({ 'GET /api/user/connected-projects': () => json(200, { projects: [CONNECTED] }) });
    renderApp('/my-projects?tab=connected');
    const card = await screen.findByRole('article', { name: 'Shop' });
    expect(within(card).getByText('Constitution').nextElementSibling?.textContent).toBe(
      'Active Its agents validate their decisions.',
    );
    expect(within(card).getByText('No theme')).toBeVisible();
    expect(within(card).getByText('2 (1 pending)')).toBeVisible();
    expect(
      within(card)
        .getByRole('link', { name: /View Site/ })
        .getAttribute('href'),
    ).toBe('https://shop.example.com/');
    expect(
      within(card)
        .getByRole('link', { name: /Manage/ })
        .getAttribute('href'),
    ).toBe('/project/c1');
  });

  it('connects a project and shows its key once', async () => {
    let listed: ConnectedProject[] = [];
    const server = withServer({
      'GET /api/user/connected-projects': () => json(200, { projects: listed }),
      'POST /api/user/connected-projects': () => {
        listed = [CONNECTED];
        return json(201, {
          success: true,
          project: CONNECTED,
          apiKey: {
            name: 'Shop',
            keyId: 'key_abc',
            keySecret: 'charter_sk_secretsecretsecret',
            createdAt: CONNECTED.createdAt,
          },
        });
      },
    });
    const { user } = renderApp('/my-projects?tab=connected');
    expect(await screen.findByText('No connected projects yet')).toBeVisible();
    await user.type(screen.getByLabelText('Project name'), 'Shop');
    await user.type(screen.getByLabelText('Site address'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Connect project' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/http:\/\/ or https:\/\//);
    await user.clear(screen.getByLabelText('Site address'));
    await user.type(screen.getByLabelText('Site address'), 'https://shop.example.com/');
    await user.click(screen.getByRole('button', { name: 'Connect project' }));
    const keyCard = await screen.findByRole('region', { name: /Shop is connected/ });
    await user.click(within(keyCard).getByRole('button', { name: 'Show API key' }));
    expect(within(keyCard).getByTestId('connected-key').textContent).toBe('charter_sk_secretsecretsecret');
    expect(await screen.findByRole('article', { name: 'Shop' })).toBeVisible();
    const post = server.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: 'Shop', url: 'https://shop.example.com/' });
  });

  it('saves a project’s settings after validating them', async () => {
    let saved: unknown = null;
    withServer({
      'GET /api/user/projects': () => json(200, { projects: [makeProject({ id: 'p1', name: 'Alpha' })] }),
      'GET /api/projects/p1/settings': () =>
        json(200, {
          projectId: 'p1',
          settings: {},
          effective: { dependencyLimit: 50, apiTimeoutMs: 10_000, buildBudgetSeconds: 60 },
          constitution_version: '1.0.0',
        }),
      'PUT /api/projects/p1/settings': (init) => {
        saved = JSON.parse(String(init?.body));
        return json(200, {
          projectId: 'p1',
          settings: { dependencyLimit: 15, apiTimeoutMs: 5000 },
          effective: { dependencyLimit: 15, apiTimeoutMs: 5000, buildBudgetSeconds: 60 },
          constitution_version: '1.0.1',
        });
      },
    });
    const { user } = renderApp('/my-projects?tab=settings');
    const limit = await screen.findByLabelText('Dependency limit');
    expect(screen.getByText(/Now: 50\./)).toBeVisible();
    await user.type(limit, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dependency limit must be a whole number from 1 to 1000.',
    );
    await user.clear(limit);
    await user.type(limit, '15');
    await user.type(screen.getByLabelText('API timeout (seconds)'), '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Settings saved. Every later validation of Alpha uses them.'),
    ).toBeVisible();
    expect(saved).toEqual({ dependencyLimit: 15, apiTimeoutMs: 5000, buildBudgetSeconds: null });
  });

  it('?project= chooses the project whose settings are shown', async () => {
    withServer({
      'GET /api/user/projects': () =>
        json(200, {
          projects: [makeProject({ id: 'p1', name: 'Alpha' }), makeProject({ id: 'p2', name: 'Beta' })],
        }),
      'GET /api/projects/p2/settings': () =>
        json(200, {
          projectId: 'p2',
          settings: { dependencyLimit: 20 },
          effective: { dependencyLimit: 20, apiTimeoutMs: 10_000, buildBudgetSeconds: 60 },
          constitution_version: '1.0.1',
        }),
    });
    renderApp('/my-projects?tab=settings&project=p2');
    expect(((await screen.findByLabelText('Dependency limit')) as HTMLInputElement).value).toBe('20');
    expect((screen.getByLabelText('Project') as HTMLSelectElement).value).toBe('p2');
  });
});
