import type { AdminContextResponse } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const RETENTION = {
  memorySessionsPerOwner: 1000,
  eventsPerMemorySession: 10_000,
  ledgerDecisionsPerOwner: 100_000,
};

const OVERVIEW: AdminContextResponse = {
  users: [
    {
      userId: 'usr_ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      projects: [
        {
          id: 'p1',
          name: 'Design Platform',
          slug: 'design-platform',
          contextEntries: 3,
          decisions: 5,
          lastDecisionAt: '2026-01-05T10:00:00.000Z',
        },
      ],
      memory: { sessions: 4, events: 120, lastActivityAt: '2026-01-05T10:00:00.000Z' },
      decisions: 6,
      conversations: { primer: 1, assistant: 2 },
    },
  ],
  retention: RETENTION,
};

function withAdmin(routes: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /api/admin/me': () =>
      json(200, { authenticated: true, admin: { email: 'ops@example.com', role: 'admin' } }),
    'GET /api/admin/context': () => json(200, OVERVIEW),
    'GET /api/admin/users': () => json(200, { users: [] }),
    'GET /api/admin/audit': () => json(200, { entries: [] }),
    ...routes,
  });
}

describe('Context Management', () => {
  it('shows context per user and project, and the retention limits in force', async () => {
    withAdmin();
    renderApp('/admin/context');
    expect(await screen.findByRole('heading', { level: 1, name: 'Context Management' })).toBeVisible();
    const row = await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(within(row).getByText(/3 entries, 5 decisions/)).toBeVisible();
    expect(within(row).getByText(/4 \(120 events\)/)).toBeVisible();
    expect(within(row).getByText('1 primer, 2 assistant')).toBeVisible();
    expect(screen.getByText(/1,000 \(the oldest are dropped/)).toBeVisible();
    expect(screen.getByText(/10,000 \(further events are refused/)).toBeVisible();
  });

  it('searches on submit and says when nothing matches', async () => {
    const fetch = withAdmin({
      'GET /api/admin/context': () => json(200, { users: [], retention: RETENTION }),
    });
    const { user } = renderApp('/admin/context');
    await screen.findByRole('heading', { level: 1, name: 'Context Management' });
    await user.type(screen.getByLabelText('Search users and projects'), 'billing{Enter}');
    expect(await screen.findByText('No user or project matches this search.')).toBeVisible();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('search=billing'))).toBe(true);
  });

  it('purges memory sessions: the server counts, the confirmation names the count, one Idempotency-Key', async () => {
    const purges: { headers: Headers; body: unknown }[] = [];
    const fetch = withAdmin({
      'GET /api/admin/context/users/usr_ada/memory-purge': () =>
        json(200, { userId: 'usr_ada', olderThanDays: 45, cutoff: '2025-11-21T10:00:00.000Z', count: 3 }),
      'POST /api/admin/context/users/usr_ada/memory-purge': (init) => {
        purges.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
        return json(200, { purged: 3, cutoff: '2025-11-21T10:00:00.000Z' });
      },
    });
    const { user } = renderApp('/admin/context');
    await user.click(await screen.findByRole('button', { name: 'Purge memory sessions of ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purge memory sessions of ada@example.com' });
    const days = within(dialog).getByLabelText('Older than (days)');
    await user.clear(days);
    await user.type(days, '45{Enter}');
    expect(await within(dialog).findByText('3 memory sessions')).toBeVisible();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('olderThanDays=45'))).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 memory sessions' }));
    expect(await screen.findByText('3 memory sessions of ada@example.com deleted.')).toBeVisible();
    expect(purges).toHaveLength(1);
    expect(purges[0]?.body).toEqual({ olderThanDays: 45, expectedCount: 3 });
    expect(purges[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
