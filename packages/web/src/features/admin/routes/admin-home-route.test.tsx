import type { AdminHealth, AdminUsage, AdminUser } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const ADA: AdminUser = {
  id: 'usr_ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  createdAt: '2026-01-01T10:00:00.000Z',
  lastSignInAt: '2026-01-05T10:00:00.000Z',
  disabled: false,
  disabledAt: null,
  activeSessions: 2,
  activeKeys: 1,
};

const HEALTH: AdminHealth = {
  version: '0.1.0',
  startedAt: '2026-01-05T10:00:00.000Z',
  uptimeSeconds: 3 * 3600 + 120,
  store: { driver: 'fs', state: 'ok', message: null },
  data: { records: 1234, bytes: 2 * 1024 * 1024 },
  retention: {
    memorySessionsPerOwner: 1000,
    eventsPerMemorySession: 10_000,
    ledgerDecisionsPerOwner: 100_000,
  },
};

const USAGE: AdminUsage = {
  days: 14,
  decisionsPerDay: [
    { day: '2026-01-05', source: 'cli', count: 2 },
    { day: '2026-01-05', source: 'external', count: 5 },
  ],
  keys: [
    {
      keyId: 'key_abc',
      name: 'Build agent',
      kind: 'charter',
      ownerEmail: 'ada@example.com',
      isActive: true,
      usageCount: 42,
      lastUsedAt: '2026-01-05T10:00:00.000Z',
      createdAt: '2026-01-01T10:00:00.000Z',
    },
  ],
  pendingRebellions: [],
};

function withAdmin(routes: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/admin/me': () =>
      json(200, { authenticated: true, admin: { email: 'ops@example.com', role: 'admin' } }),
    'GET /api/admin/health': () => json(200, HEALTH),
    'GET /api/admin/users': () => json(200, { users: [ADA] }),
    'GET /api/admin/usage': () => json(200, USAGE),
    'GET /api/admin/audit': () => json(200, { entries: [] }),
    ...routes,
  });
}

describe('Admin home', () => {
  it('shows health, users, usage and the (empty) audit log from the server', async () => {
    withAdmin();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    expect(await screen.findByText('2.0 MB')).toBeVisible();
    expect(screen.getByText('3 h 2 min')).toBeVisible();
    expect(screen.getByText('1,234 records')).toBeVisible();
    const row = await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(within(row).getByText('Active')).toBeVisible();
    const decisions = screen.getByRole('table', { name: /Decisions per day/ });
    expect(within(decisions).getByRole('row', { name: /2026-01-05 2 5 7/ })).toBeVisible();
    expect(screen.getByRole('row', { name: /Build agent/ })).toBeVisible();
    expect(screen.getByText('No rebellions are waiting for a decision.')).toBeVisible();
    expect(screen.getByText(/No admin operations yet/)).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Admin pages' });
    expect(
      within(pages)
        .getByRole('link', { name: /Context Management/ })
        .getAttribute('href'),
    ).toBe('/admin/context');
  });

  it('disables an account after a confirmation that says what it does, sending one Idempotency-Key', async () => {
    const calls: Headers[] = [];
    withAdmin({
      'POST /api/admin/users/usr_ada/disable': (init) => {
        calls.push(new Headers(init?.headers));
        return json(200, {
          user: { ...ADA, disabled: true, disabledAt: '2026-01-06T10:00:00.000Z', activeSessions: 0 },
        });
      },
    });
    const { user } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Disable ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable ada@example.com?' });
    expect(within(dialog).getByText(/2 sessions end now and 1 API key stop working/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('ada@example.com is disabled.')).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says so when there are no users and the store is unavailable', async () => {
    withAdmin({
      'GET /api/admin/users': () => json(200, { users: [] }),
      'GET /api/admin/health': () =>
        json(200, {
          ...HEALTH,
          store: {
            driver: 'redis',
            state: 'unavailable',
            message: 'The data store is not available right now.',
          },
          data: { records: null, bytes: null },
        }),
    });
    renderApp('/admin');
    expect(await screen.findByText('No users yet')).toBeVisible();
    expect(await screen.findByText('Unavailable')).toBeVisible();
    expect(screen.getByText('The store did not answer.')).toBeVisible();
  });
});

describe('Admin aliases show the operator’s cross-user view', () => {
  it('/admin/api-keys lists the keys in use across users', async () => {
    withAdmin();
    renderApp('/admin/api-keys');
    expect(await screen.findByRole('heading', { level: 1, name: 'API Key Management' })).toBeVisible();
    const row = await screen.findByRole('row', { name: /Build agent/ });
    expect(within(row).getByText('ada@example.com')).toBeVisible();
    expect(within(row).getByText('42')).toBeVisible();
    expect(screen.queryByText(/Sign in as the user/)).toBeNull();
  });

  it('/admin/roi-analytics shows decisions across users, by period', async () => {
    const fetch = withAdmin();
    const { user } = renderApp('/admin/roi-analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'ROI Analytics' })).toBeVisible();
    const total = await screen.findByText('Decisions, last 14 days');
    expect(total.nextElementSibling?.textContent).toBe('7');
    await user.selectOptions(screen.getByLabelText('Period'), '30');
    await screen.findByText('Decisions, last 14 days');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('days=30'))).toBe(true);
    expect(screen.queryByText(/Sign in as the user/)).toBeNull();
  });
});
